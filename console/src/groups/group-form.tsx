import { useState, type FormEvent } from 'react';
import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../contacts/dialog';
import { ErrorAlert } from '../ui/error-alert';
import { fieldError } from '../ui/field-errors';
import { useSaveGroup, type Group } from './use-groups';
import { SaveOrCancel } from '../ui/save-or-cancel';

/** Creates a group, or renames `group`, in a dialog. */
export function GroupForm({ group, onClose }: { group: Group | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState({ name: group?.name ?? '', description: group?.description ?? '' });
  const save = useSaveGroup(group?.id ?? null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ name: form.name, description: form.description || null }, { onSuccess: onClose });
  };

  return (
    <Dialog onClose={onClose} title={t(group ? 'groups.renameTitle' : 'groups.addTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('groups.name')}
            required
            data-autofocus
            value={form.name}
            onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
            error={fieldError(save.error, 'name')}
          />
          <TextInput
            label={t('groups.description')}
            value={form.description}
            onChange={(e) => setForm({ ...form, description: e.currentTarget.value })}
            error={fieldError(save.error, 'description')}
          />
          {save.isError && <ErrorAlert error={save.error} />}
          <SaveOrCancel onCancel={onClose} saving={save.isPending} />
        </Stack>
      </form>
    </Dialog>
  );
}
