import { useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  FileInput,
  Group,
  List,
  NativeSelect,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { can, useMe } from '../accounts/use-me';
import { Dialog } from '../contacts/dialog';
import { useContacts } from '../contacts/use-contacts';
import { formatCount, formatPhone } from '../format/format';
import { useGroups } from '../groups/use-groups';
import { ErrorAlert } from '../ui/error-alert';
import { fieldError } from '../ui/field-errors';
import { QueryState } from '../ui/query-state';
import { useImportInviteeFile, useInviteContacts } from './use-invitees';

/** What an import did: its counts, and each file row that failed and why. */
function ImportOutcome({
  imported,
  skipped,
  errors = [],
}: {
  imported: number;
  skipped: number;
  errors?: { row: number; message: string }[];
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Alert color={skipped > 0 ? 'orange' : 'green'} role="status">
        <Text size="sm" c="dark.8">
          {t('events.importCounts', { imported: formatCount(imported), skipped: formatCount(skipped) })}
        </Text>
      </Alert>
      {errors.length > 0 && (
        <List size="sm" spacing={4} aria-label={t('contacts.importFailedRows')}>
          {errors.map((error) => (
            <List.Item key={`${error.row}-${error.message}`}>
              {t('contacts.importRow', { row: error.row })}: {error.message}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** The dialog's buttons: close, and the tab's own action. */
function Actions({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onClose}>
        {t('contacts.close')}
      </Button>
      {children}
    </Group>
  );
}

/** Invites contacts picked by the API's search (the choice survives a new search). */
function FromContacts({ eventId, onClose }: { eventId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const contacts = useContacts(debounced, 1);
  const [chosen, setChosen] = useState<number[]>([]);
  const invite = useInviteContacts(eventId);
  const toggle = (id: number, on: boolean) => setChosen(on ? [...chosen, id] : chosen.filter((c) => c !== id));
  return (
    <Stack gap="sm">
      <TextInput
        label={t('contacts.search')}
        placeholder={t('contacts.searchHint')}
        type="search"
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
      {invite.isError && <ErrorAlert error={invite.error} />}
      {invite.data && <ImportOutcome {...invite.data} />}
      <Actions onClose={onClose}>
        <Button
          disabled={chosen.length === 0}
          loading={invite.isPending}
          onClick={() => invite.mutate({ contact_ids: chosen }, { onSuccess: () => setChosen([]) })}
        >
          {t('events.inviteChosen', { count: chosen.length })}
        </Button>
      </Actions>
    </Stack>
  );
}

/** Invites every member of a group. */
function FromGroup({ eventId, onClose }: { eventId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const groups = useGroups();
  const [groupId, setGroupId] = useState('');
  const invite = useInviteContacts(eventId);
  return (
    <Stack gap="sm">
      <QueryState query={groups}>
        {(list) =>
          list.length === 0 ? (
            <Text size="sm">{t('groups.none')}</Text>
          ) : (
            <NativeSelect
              label={t('events.group')}
              value={groupId}
              onChange={(e) => {
                setGroupId(e.currentTarget.value);
                invite.reset();
              }}
              data={[
                { value: '', label: t('events.chooseGroup') },
                ...list.map((group) => ({
                  value: String(group.id),
                  label: `${group.name} (${formatCount(group.contacts_count)})`,
                })),
              ]}
              error={fieldError(invite.error, 'group_id')}
            />
          )
        }
      </QueryState>
      {invite.isError && <ErrorAlert error={invite.error} />}
      {invite.data && <ImportOutcome {...invite.data} />}
      <Actions onClose={onClose}>
        <Button
          disabled={!groupId}
          loading={invite.isPending}
          onClick={() => invite.mutate({ group_id: Number(groupId) })}
        >
          {t('events.inviteGroup')}
        </Button>
      </Actions>
    </Stack>
  );
}

/** Imports a CSV (name, phone, email, card_type, admits) or vCard file. */
function FromFile({ eventId, onClose }: { eventId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const upload = useImportInviteeFile(eventId);
  return (
    <Stack gap="sm">
      <Text size="sm">{t('events.importFileHint')}</Text>
      <FileInput
        label={t('contacts.importFile')}
        placeholder={t('contacts.importPick')}
        accept=".csv,.vcf,.vcard,text/csv,text/vcard"
        value={file}
        onChange={(next) => {
          setFile(next);
          upload.reset();
        }}
        error={fieldError(upload.error, 'file')}
      />
      {upload.isError && <ErrorAlert error={upload.error} />}
      {upload.data && <ImportOutcome {...upload.data} />}
      <Actions onClose={onClose}>
        <Button disabled={!file} loading={upload.isPending} onClick={() => file && upload.mutate(file)}>
          {t('contacts.importSubmit')}
        </Button>
      </Actions>
    </Stack>
  );
}

const SOURCES = { group: FromGroup, contacts: FromContacts, file: FromFile };

/** Adds invitees in bulk: from contacts or a group (as the caller may see them), or from a file. */
export function InviteeImportDialog({ eventId, onClose }: { eventId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const me = useMe();
  const sources = [
    ...(can(me.data, 'groups.view') ? (['group'] as const) : []),
    ...(can(me.data, 'contacts.view') ? (['contacts'] as const) : []),
    'file' as const,
  ] satisfies (keyof typeof SOURCES)[];
  return (
    <Dialog onClose={onClose} title={t('events.importTitle')}>
      <Tabs defaultValue={sources[0]} keepMounted={false}>
        <Tabs.List grow mb="sm">
          {sources.map((source) => (
            <Tabs.Tab key={source} value={source}>
              {t(`events.importFrom_${source}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {sources.map((source) => {
          const Source = SOURCES[source];
          return (
            <Tabs.Panel key={source} value={source}>
              <Source eventId={eventId} onClose={onClose} />
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Dialog>
  );
}
