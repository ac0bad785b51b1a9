import { useState, type FormEvent } from 'react';
import { Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Permission } from '../accounts/use-me';
import { Dialog } from '../contacts/dialog';
import { ErrorAlert } from '../ui/error-alert';
import { fieldError } from '../ui/field-errors';
import { PermissionPicker } from './permission-picker';
import { useSaveUser, type ManagedUser } from './use-users';

type Role = ManagedUser['role'];

/**
 * Adds a user (name, email, a first password, role and permissions), or edits `user`; `self` is the signed-in admin
 * editing themselves, who keeps their admin role (the API refuses demoting the last admin; the console never offers it).
 */
export function UserForm({ user, self, onClose }: { user: ManagedUser | null; self: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveUser(user?.id ?? null);
  const [name, setName] = useState(user?.name ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<Role>(user?.role ?? 'member');
  const [permissions, setPermissions] = useState<Permission[]>(user?.role === 'member' ? user.permissions : []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { name: name.trim(), email: email.trim(), role, permissions: role === 'admin' ? [] : permissions };
    save.mutate(user ? body : { ...body, password }, { onSuccess: onClose });
  };

  return (
    <Dialog onClose={onClose} title={user ? t('users.editTitle', { name: user.name }) : t('users.addTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('users.name')}
            autoComplete="off"
            required
            data-autofocus
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={fieldError(save.error, 'name')}
          />
          <TextInput
            label={t('users.email')}
            type="email"
            autoComplete="off"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={fieldError(save.error, 'email')}
          />
          {!user && (
            <TextInput
              label={t('users.password')}
              description={t('users.passwordHint')}
              type="password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={fieldError(save.error, 'password')}
            />
          )}
          <Radio.Group
            label={t('users.role')}
            value={role}
            onChange={(value) => setRole(value as Role)}
            description={self ? t('users.ownRole') : undefined}
            error={fieldError(save.error, 'role')}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="member" label={t('users.role_member')} disabled={self} />
              <Radio value="admin" label={t('users.role_admin')} disabled={self} />
            </Stack>
          </Radio.Group>
          {role === 'member' && (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('users.permissions')}
              </Text>
              <PermissionPicker
                value={permissions}
                onChange={setPermissions}
                error={fieldError(save.error, 'permissions')}
              />
            </Stack>
          )}
          {save.isError && <ErrorAlert error={save.error} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('users.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('users.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
