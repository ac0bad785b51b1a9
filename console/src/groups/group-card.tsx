import { useState } from 'react';
import { Anchor, Button, Card, Group as Row, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDelete } from '../contacts/confirm-delete';
import { formatCount } from '../format/format';
import { GroupForm } from './group-form';
import { useDeleteGroup, type Group } from './use-groups';

/** One group as a card: its name (to its members), count and description; rename and delete when the caller may. */
export function GroupCard({ group, mayEdit, mayDelete }: { group: Group; mayEdit: boolean; mayDelete: boolean }) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteGroup(group.id);

  return (
    <Card withBorder padding="sm" radius="md" component="li" aria-label={group.name}>
      <Stack gap={4}>
        <Anchor component={Link} to={`/groups/${group.id}`} fw={600} py={4}>
          {group.name}
        </Anchor>
        <Text size="sm">
          {t('groups.members', { count: group.contacts_count, total: formatCount(group.contacts_count) })}
        </Text>
        {group.description && (
          <Text size="sm" c="dimmed">
            {group.description}
          </Text>
        )}
        {(mayEdit || mayDelete) && (
          <Row gap="xs" mt={4}>
            {mayEdit && (
              <Button size="xs" variant="light" onClick={() => setRenaming(true)}>
                {t('groups.rename')}
              </Button>
            )}
            {mayDelete && (
              <Button size="xs" variant="light" color="red" onClick={() => setDeleting(true)}>
                {t('contacts.delete')}
              </Button>
            )}
          </Row>
        )}
      </Stack>
      {renaming && <GroupForm group={group} onClose={() => setRenaming(false)} />}
      {deleting && (
        <ConfirmDelete
          title={t('groups.deleteTitle')}
          text={t('groups.deleteText', { name: group.name })}
          remove={remove}
          onClose={() => setDeleting(false)}
        />
      )}
    </Card>
  );
}
