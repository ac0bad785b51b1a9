import { Anchor, Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The harambee page's address, to copy and share or to open in a new tab. */
export function PublicLink({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {t('events.publicUrl')}
      </Text>
      <Text size="sm" style={{ wordBreak: 'break-all' }}>
        {url}
      </Text>
      <Group gap="xs">
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button size="compact-sm" variant="light" onClick={copy}>
              {t(copied ? 'events.copied' : 'events.copyLink')}
            </Button>
          )}
        </CopyButton>
        <Anchor href={url} target="_blank" rel="noreferrer" size="sm">
          {t('events.openPublicPage')}
        </Anchor>
      </Group>
    </Stack>
  );
}
