import { useState } from 'react';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete } from '../contacts/confirm-delete';
import { ErrorAlert } from '../ui/error-alert';
import { permissionLabel } from './permissions';
import { useDeleteUser, useSendPasswordReset, type ManagedUser } from './use-users';
import { UserForm } from './user-form';

/** One user as a card: name, email, role and permissions; an admin edits, sends a reset link, deletes (not themselves). */
export function UserCard({ user, self, mayManage }: { user: ManagedUser; self: boolean; mayManage: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const reset = useSendPasswordReset(user.id);
  const remove = useDeleteUser(user.id);

  return (
    <Card withBorder padding="sm" radius="md" component="li" aria-label={user.name}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} truncate>
            {user.name}
            {self && ` (${t('users.you')})`}
          </Text>
          <Badge color={user.role === 'admin' ? 'violet.9' : 'gray.7'} radius="sm" style={{ flexShrink: 0 }}>
            {t(user.role === 'admin' ? 'users.roleAdmin' : 'users.roleMember')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" truncate>
          {user.email}
        </Text>
        <Text size="sm">
          {user.role === 'admin'
            ? t('users.allPermissions')
            : user.permissions.map((p) => t(permissionLabel(p))).join(' · ') ||
              t('users.permissionCount', { count: 0 })}
        </Text>
        {reset.isSuccess && (
          <Text size="sm" role="status">
            {t('users.resetSent', { email: user.email })}
          </Text>
        )}
        {reset.isError && <ErrorAlert error={reset.error} />}
        {mayManage && (
          <Group justify="flex-end" gap="xs">
            <Button
              size="xs"
              variant="light"
              aria-label={t('users.editOne', { name: user.name })}
              onClick={() => setEditing(true)}
            >
              {t('integrations.edit')}
            </Button>
            <Button
              size="xs"
              variant="light"
              loading={reset.isPending}
              aria-label={t('users.resetOne', { name: user.name })}
              onClick={() => reset.mutate()}
            >
              {t('users.reset')}
            </Button>
            {!self && (
              <Button
                size="xs"
                variant="light"
                color="red"
                aria-label={t('users.deleteOne', { name: user.name })}
                onClick={() => setDeleting(true)}
              >
                {t('users.delete')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      {editing && <UserForm user={user} self={self} onClose={() => setEditing(false)} />}
      {deleting && (
        <ConfirmDelete
          title={t('users.deleteTitle')}
          text={t('users.deleteText', { name: user.name })}
          remove={remove}
          onClose={() => setDeleting(false)}
        />
      )}
    </Card>
  );
}
