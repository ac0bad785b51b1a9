import { Button, Group, SegmentedControl, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { visibleEntries } from '../shell/navigation';
import { can, useMe } from '../accounts/use-me';

const ROUTES = { messages: '/messages', batches: '/messages/batches', inbox: '/messages/inbox' } as const;
type Screen = keyof typeof ROUTES;

/** The messages screens' header: their title, the switch between messages, batches and the inbox (messages.view), and compose when allowed. */
export function MessagingTabs({ current }: { current: Screen }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useMe();
  const mayCompose = visibleEntries(me.data).some((entry) => entry.path === '/compose');
  const titles: Record<Screen, string> = {
    messages: t('messaging.messagesTitle'),
    batches: t('messaging.batchesTitle'),
    inbox: t('smsInbox.title'),
  };
  return (
    <>
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h3">
          {titles[current]}
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
        onChange={(value) => void navigate(ROUTES[value as Screen])}
        data={[
          { value: 'messages', label: t('messaging.tabMessages') },
          { value: 'batches', label: t('messaging.tabBatches') },
          ...(can(me.data, 'messages.view') ? [{ value: 'inbox', label: t('smsInbox.tab') }] : []),
        ]}
      />
    </>
  );
}
