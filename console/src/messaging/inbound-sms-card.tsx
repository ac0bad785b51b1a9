import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { components } from '../../../clients/typescript/src';
import { formatDateTime, formatPhone } from '../format/format';

type InboundSms = components['schemas']['SmsInboundMessage'];

/**
 * What was done with a reply, in the person's language: `handled_as` is the outcome, optionally followed by why its
 * SMS answer did not go (`:no_credits`, `:reply_failed`); an outcome the console does not know shows as the API names it.
 */
function useOutcome(handledAs: string): string {
  const { t, i18n } = useTranslation();
  const [outcome = handledAs, note] = handledAs.split(':');
  const key = `smsInbox.handled_${outcome}`;
  const text = i18n.exists(key) ? t(key) : outcome;
  const noteKey = `smsInbox.note_${note}`;
  return note ? `${text} · ${i18n.exists(noteKey) ? t(noteKey) : note}` : text;
}

/** One incoming SMS: who sent it, what it says, when, its keyword and what it did, and the event it matched. */
export function InboundSmsCard({ reply }: { reply: InboundSms }) {
  const { t, i18n } = useTranslation();
  const from = formatPhone(`+${reply.from}`);
  const outcome = useOutcome(reply.handled_as);
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={t('smsInbox.from', { from })}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} truncate>
            {from}
          </Text>
          {reply.keyword && (
            <Badge color="blue.9" variant="filled" radius="sm" style={{ flexShrink: 0 }}>
              {reply.keyword}
            </Badge>
          )}
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {reply.text === '' ? t('smsInbox.empty') : reply.text}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(reply.received_at, i18n.language)} · {outcome}
        </Text>
        {reply.event_id !== null && (
          <Anchor component={Link} to={`/events/${reply.event_id}`} size="sm">
            {reply.invitee_id !== null
              ? t('smsInbox.inviteeOf', { id: reply.event_id })
              : t('smsInbox.event', { id: reply.event_id })}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
