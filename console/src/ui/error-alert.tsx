import { Alert, Button, Code, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../data/errors';

/** An error as the API explained it: its message, and its `code` for whoever the person asks for help. */
export function ErrorAlert({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const apiError = error instanceof ApiError ? error : null;
  return (
    <Alert color="red" title={t('errors.title')} role="alert">
      <Text size="sm">{apiError ? apiError.message : t('errors.network')}</Text>
      <Group justify="space-between" mt="xs">
        {apiError && <Code>{apiError.code}</Code>}
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('app.retry')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
