import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InviteeStatus } from './use-invitees';

// Dark shades, as the event's badge: white on Mantine's green 8 fails WCAG AA contrast.
const COLOURS: Record<InviteeStatus, string> = {
  pending: 'gray.7',
  invited: 'blue.9',
  confirmed: 'teal.9',
  declined: 'red.9',
};

/** An invitee's answer as a badge in its colour. */
export function InviteeStatusBadge({ status }: { status: InviteeStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOURS[status]} variant="filled" radius="sm" style={{ flexShrink: 0 }}>
      {t(`events.invitee_${status}`)}
    </Badge>
  );
}
