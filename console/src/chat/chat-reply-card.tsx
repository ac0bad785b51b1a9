import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { components } from '../../../clients/typescript/src';
import { formatDateTime, formatPhone } from '../format/format';

type Reply = components['schemas']['ChatInboundMessage'];

/** A chat reply: who (their contact or invitee name when known), what they wrote or tapped, and when. */
export function ChatReplyCard({ reply }: { reply: Reply }) {
  const { t, i18n } = useTranslation();
  const from = formatPhone(`+${reply.from}`);
  const who = reply.contact?.name ?? reply.invitee?.name ?? reply.name;
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={t('chat.replyFrom', { from })}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} truncate>
            {who ? `${who} · ${from}` : from}
          </Text>
          {reply.button_payload !== null && (
            <Badge color="blue.9" variant="filled" radius="sm" style={{ flexShrink: 0 }}>
              {t('chat.buttonTap')}
            </Badge>
          )}
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {reply.text ?? t('chat.noText', { type: reply.type })}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(reply.received_at, i18n.language)}
        </Text>
        {reply.invitee && (
          <Anchor component={Link} to={`/events/${reply.invitee.event_id}`} size="sm">
            {t('chat.invitee', { name: reply.invitee.name })}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
