import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Previous / next over a list of `perPage` rows. */
export function Pager({
  page,
  perPage,
  total,
  onPage,
}: {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages === 1) return null;
  return (
    <Group justify="space-between">
      <Button variant="light" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('admin.previous')}
      </Button>
      <Text size="sm">{t('admin.pageOf', { page, pages })}</Text>
      <Button variant="light" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('admin.next')}
      </Button>
    </Group>
  );
}
