import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A form dialog's last row: cancel (closes it) and save (submits the form, busy while the request runs). */
export function SaveOrCancel({ onCancel, saving }: { onCancel: () => void; saving: boolean }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        {t('contacts.cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {t('contacts.save')}
      </Button>
    </Group>
  );
}
