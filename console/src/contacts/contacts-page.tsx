import { useState } from 'react';
import { Button, Group, Pagination, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { can, useMe } from '../accounts/use-me';
import { formatCount } from '../format/format';
import { QueryState } from '../ui/query-state';
import { ContactCard } from './contact-card';
import { ContactForm } from './contact-form';
import { ContactImportDialog } from './contact-import';
import { useContacts } from './use-contacts';
import { CardList } from '../ui/card-list';

/** The organisation's contacts: search, a page at a time; add, import, edit and delete as the caller may. */
export function ContactsPage() {
  const { t } = useTranslation();
  const me = useMe();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const contacts = useContacts(debounced, page);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);

  return (
    <Stack gap="md" maw={720}>
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h3">
          {t('contacts.title')}
        </Title>
        <Group gap="xs">
          {can(me.data, 'contacts.import') && (
            <Button variant="light" onClick={() => setImporting(true)}>
              {t('contacts.import')}
            </Button>
          )}
          {can(me.data, 'contacts.add') && <Button onClick={() => setAdding(true)}>{t('contacts.add')}</Button>}
        </Group>
      </Group>
      <TextInput
        label={t('contacts.search')}
        placeholder={t('contacts.searchHint')}
        type="search"
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
      />
      <QueryState query={contacts}>
        {({ data, meta }) =>
          data.length === 0 ? (
            <Text>{debounced ? t('contacts.noMatch') : t('contacts.none')}</Text>
          ) : (
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {t('contacts.count', { count: meta.total, total: formatCount(meta.total) })}
              </Text>
              <CardList>
                {data.map((contact) => (
                  <ContactCard
                    key={contact.id}
                    contact={contact}
                    mayEdit={can(me.data, 'contacts.edit')}
                    mayDelete={can(me.data, 'contacts.delete')}
                  />
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
      {adding && <ContactForm contact={null} onClose={() => setAdding(false)} />}
      {importing && <ContactImportDialog onClose={() => setImporting(false)} />}
    </Stack>
  );
}
