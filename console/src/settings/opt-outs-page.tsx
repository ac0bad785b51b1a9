import { useState } from 'react';
import { Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { can, useMe } from '../accounts/use-me';
import { QueryState } from '../ui/query-state';
import { AddOptOutForm } from './add-opt-out-form';
import { OptOutCard } from './opt-out-card';
import { SettingsScreen } from './settings-screen';
import { useOptOuts } from './use-settings';
import { CardList } from '../ui/card-list';

/** Opt-outs: numbers that receive nothing (or nothing on one channel); add one, or let one receive again. */
export function OptOutsPage() {
  const { t } = useTranslation();
  const me = useMe();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const optOuts = useOptOuts(debounced, page);
  return (
    <SettingsScreen title={t('settings.section_optOuts')}>
      {can(me.data, 'opt_outs.add') && <AddOptOutForm />}
      <TextInput
        label={t('settings.optOutSearch')}
        type="search"
        inputMode="tel"
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
      />
      <QueryState query={optOuts}>
        {({ data, meta }) =>
          data.length === 0 ? (
            <Text>{t('settings.noOptOuts')}</Text>
          ) : (
            <Stack gap="sm">
              <CardList>
                {data.map((optOut) => (
                  <OptOutCard key={optOut.id} optOut={optOut} mayRemove={can(me.data, 'opt_outs.delete')} />
                ))}
              </CardList>
              {meta.last_page > 1 && (
                <Pagination
                  total={meta.last_page}
                  value={meta.current_page}
                  onChange={setPage}
                  siblings={0}
                  getControlProps={(control) => ({ 'aria-label': t(`contacts.page_${control}`) })}
                />
              )}
            </Stack>
          )
        }
      </QueryState>
    </SettingsScreen>
  );
}
