import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../contacts/dialog';

/** A secret the API shows only once (a signing secret, an API key): a clear warning, the value and a copy button. */
export function ShownOnce({
  title,
  label,
  value,
  onClose,
}: {
  title: string;
  label: string;
  value: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog title={title} onClose={onClose}>
      <Stack gap="sm">
        <Alert color="red" variant="light" title={t('integrations.onceTitle')}>
          <Text size="sm">{t('integrations.onceText')}</Text>
        </Alert>
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Code block aria-label={label} style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {value}
        </Code>
        <Group justify="flex-end" gap="sm">
          <CopyButton value={value}>
            {({ copied, copy }) => (
              <Button variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
                {copied ? t('integrations.copied') : t('integrations.copy')}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>{t('integrations.savedIt')}</Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
