import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Permission } from '../accounts/use-me';
import { Dialog } from '../contacts/dialog';
import { ErrorAlert } from '../ui/error-alert';
import { fieldError } from '../ui/field-errors';
import { PermissionPicker } from '../users/permission-picker';
import { useCreateApiKey, type ApiKey } from './use-api-keys';

/** A new key: its name, permissions and an optional expiry (a Dar es Salaam time, as the API reads one without offset). */
export function ApiKeyForm({
  onCreated,
  onClose,
}: {
  onCreated: (key: ApiKey & { key: string }) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [permissions, setPermissions] = useState<Permission[]>([]);
  const [expires, setExpires] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ name: name.trim(), permissions, expires_at: expires || null }, { onSuccess: onCreated });
  };

  return (
    <Dialog onClose={onClose} title={t('integrations.addKeyTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('integrations.keyName')}
            autoComplete="off"
            required
            data-autofocus
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={fieldError(create.error, 'name')}
          />
          <TextInput
            label={t('integrations.keyExpires')}
            type="datetime-local"
            value={expires}
            onChange={(e) => setExpires(e.currentTarget.value)}
            error={fieldError(create.error, 'expires_at')}
          />
          <PermissionPicker
            value={permissions}
            onChange={setPermissions}
            error={fieldError(create.error, 'permissions')}
          />
          {create.isError && <ErrorAlert error={create.error} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('integrations.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('integrations.addKey')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
