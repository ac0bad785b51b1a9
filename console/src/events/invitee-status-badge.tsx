import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InviteeStatus } from './use-invitees';

const COLOURS: Record<InviteeStatus, string> = {
  pending: 'gray',
  invited: 'blue',
  confirmed: 'green',
  declined: 'red',
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
