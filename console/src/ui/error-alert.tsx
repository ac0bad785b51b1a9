import { Alert, Button, Code, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../data/errors';

/**
 * An error as the API explained it: its message (in the person's language when the code is one the console knows,
 * else the API's own), and its `code` for whoever the person asks for help.
 */
export function ErrorAlert({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t, i18n } = useTranslation();
  const apiError = error instanceof ApiError ? error : null;
  const codeKey = `errorCodes.${apiError?.code ?? ''}`;
  return (
    <Alert color="red" title={t('errors.title')} role="alert">
      <Text size="sm">{apiError ? (i18n.exists(codeKey) ? t(codeKey) : apiError.message) : t('errors.network')}</Text>
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
