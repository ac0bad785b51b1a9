import type { FormEvent, ReactNode } from 'react';
import { Alert, Button, Card, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../ui/error-alert';
import type { SettingsChange } from './use-settings';
import { useSaveSettings } from './use-settings';

/** A form that saves part of the settings: its fields, the API's refusal, and a word once saved. */
export function SettingsForm({
  save,
  change,
  children,
}: {
  save: ReturnType<typeof useSaveSettings>;
  change: () => SettingsChange;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(change());
  };
  return (
    <Card withBorder padding="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {children}
          {save.isError && <ErrorAlert error={save.error} />}
          {save.isSuccess && (
            <Alert color="teal" role="status">
              {t('settings.saved')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('settings.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
