import { Button, Group, SegmentedControl, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { visibleEntries } from '../shell/navigation';
import { useMe } from '../accounts/use-me';

/** The messages screens' header: their title, the switch between messages and batches, and compose when allowed. */
export function MessagingTabs({ current }: { current: 'messages' | 'batches' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useMe();
  const mayCompose = visibleEntries(me.data).some((entry) => entry.path === '/compose');
  return (
    <>
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h3">
          {current === 'messages' ? t('messaging.messagesTitle') : t('messaging.batchesTitle')}
        </Title>
        {mayCompose && (
          <Button component={Link} to="/compose" size="sm" style={{ flexShrink: 0 }}>
            {t('messaging.newMessage')}
          </Button>
        )}
      </Group>
      <SegmentedControl
        fullWidth
        aria-label={t('messaging.messagesTitle')}
        value={current}
        onChange={(value) => void navigate(value === 'messages' ? '/messages' : '/messages/batches')}
        data={[
          { value: 'messages', label: t('messaging.tabMessages') },
          { value: 'batches', label: t('messaging.tabBatches') },
        ]}
      />
    </>
  );
}
