import { useState } from 'react';
import { Anchor, Button, Card, Group as Row, Pagination, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { can, useMe } from '../accounts/use-me';
import { formatCount, formatPhone } from '../format/format';
import { ErrorAlert } from '../ui/error-alert';
import { QueryState } from '../ui/query-state';
import { AddMembers } from './add-members';
import { useGroup, useGroupMembers, useGroupMembership } from './use-groups';
import { CardList } from '../ui/card-list';

/** A group's members, a page at a time; add contacts to it and remove them as the caller may. */
export function GroupPage() {
  const { t } = useTranslation();
  const groupId = Number(useParams().groupId);
  const me = useMe();
  const group = useGroup(groupId);
  const [page, setPage] = useState(1);
  const members = useGroupMembers(groupId, page);
  const { remove } = useGroupMembership(groupId);
  const [adding, setAdding] = useState(false);
  const mayRemove = can(me.data, 'groups.manage_contacts');
  const mayAdd = mayRemove && can(me.data, 'contacts.view'); // contacts are picked from the contacts list

  return (
    <Stack gap="md" maw={720}>
      <Anchor component={Link} to="/groups" size="sm">
        ← {t('groups.back')}
      </Anchor>
      <QueryState query={group}>
        {(found) => (
          <Row justify="space-between" gap="xs">
            <Stack gap={0}>
              <Title order={2} size="h3">
                {found.name}
              </Title>
              <Text size="sm" c="dimmed">
                {t('groups.members', { count: found.contacts_count, total: formatCount(found.contacts_count) })}
              </Text>
            </Stack>
            {mayAdd && <Button onClick={() => setAdding(true)}>{t('groups.addMembers')}</Button>}
          </Row>
        )}
      </QueryState>
      {remove.isError && <ErrorAlert error={remove.error} />}
      <QueryState query={members}>
        {({ data, meta }) =>
          data.length === 0 ? (
            <Text>{t('groups.noMembers')}</Text>
          ) : (
            <Stack gap="sm">
              <CardList>
                {data.map((contact) => (
                  <Card key={contact.id} withBorder padding="sm" radius="md" component="li" aria-label={contact.name}>
                    <Row justify="space-between" wrap="nowrap" gap="xs">
                      <Stack gap={2} miw={0}>
                        <Text fw={600} truncate>
                          {contact.name}
                        </Text>
                        <Text size="sm">{formatPhone(contact.phone)}</Text>
                      </Stack>
                      {mayRemove && (
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          aria-label={t('groups.removeOne', { name: contact.name })}
                          loading={remove.isPending && remove.variables?.includes(contact.id)}
                          onClick={() => remove.mutate([contact.id])}
                        >
                          {t('groups.remove')}
                        </Button>
                      )}
                    </Row>
                  </Card>
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
      {adding && <AddMembers groupId={groupId} onClose={() => setAdding(false)} />}
    </Stack>
  );
}
