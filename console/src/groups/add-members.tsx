import { useState } from 'react';
import { Button, Checkbox, Group as Row, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../contacts/dialog';
import { useContacts } from '../contacts/use-contacts';
import { formatPhone } from '../format/format';
import { ErrorAlert } from '../ui/error-alert';
import { QueryState } from '../ui/query-state';
import { useGroupMembership } from './use-groups';

/** Picks contacts (found by the API's search) and adds them to the group; the choice survives a new search. */
export function AddMembers({ groupId, onClose }: { groupId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const contacts = useContacts(debounced, 1);
  const [chosen, setChosen] = useState<number[]>([]);
  const { add } = useGroupMembership(groupId);
  const toggle = (id: number, on: boolean) => setChosen(on ? [...chosen, id] : chosen.filter((c) => c !== id));

  return (
    <Dialog onClose={onClose} title={t('groups.addMembersTitle')}>
      <Stack gap="sm">
        <TextInput
          label={t('contacts.search')}
          placeholder={t('contacts.searchHint')}
          type="search"
          data-autofocus
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        <QueryState query={contacts}>
          {({ data }) =>
            data.length === 0 ? (
              <Text size="sm">{t('contacts.noMatch')}</Text>
            ) : (
              <Stack gap="xs">
                {data.map((contact) => (
                  <Checkbox
                    key={contact.id}
                    size="md"
                    label={`${contact.name} · ${formatPhone(contact.phone)}`}
                    checked={chosen.includes(contact.id)}
                    onChange={(e) => toggle(contact.id, e.currentTarget.checked)}
                  />
                ))}
              </Stack>
            )
          }
        </QueryState>
        {add.isError && <ErrorAlert error={add.error} />}
        <Row justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('contacts.cancel')}
          </Button>
          <Button
            disabled={chosen.length === 0}
            loading={add.isPending}
            onClick={() => add.mutate(chosen, { onSuccess: onClose })}
          >
            {t('groups.addChosen', { count: chosen.length })}
          </Button>
        </Row>
      </Stack>
    </Dialog>
  );
}
