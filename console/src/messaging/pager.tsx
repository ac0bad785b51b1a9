import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../clients/typescript/src';

/** Previous and next for a paginated list, with where the person is. */
export function Pager({ meta, onPage }: { meta: components['schemas']['PageMeta']; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (meta.last_page <= 1) return null;
  return (
    <Group justify="space-between">
      <Button
        variant="default"
        size="sm"
        disabled={meta.current_page <= 1}
        onClick={() => onPage(meta.current_page - 1)}
      >
        {t('messaging.previous')}
      </Button>
      <Text size="sm">{t('messaging.pageOf', { page: meta.current_page, last: meta.last_page })}</Text>
      <Button
        variant="default"
        size="sm"
        disabled={meta.current_page >= meta.last_page}
        onClick={() => onPage(meta.current_page + 1)}
      >
        {t('messaging.next')}
      </Button>
    </Group>
  );
}
