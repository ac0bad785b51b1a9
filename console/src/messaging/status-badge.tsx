import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = {
  DELIVERED: 'green',
  completed: 'green',
  failed: 'red',
  UNDELIVERABLE: 'red',
  REJECTED: 'red',
  EXPIRED: 'orange',
  cancelled: 'gray',
  scheduled: 'violet',
  held: 'orange',
};

/** A message's or a batch's status in the person's language (an unknown one as the API names it). */
export function StatusBadge({ status }: { status: string }) {
  const { t, i18n } = useTranslation();
  const key = `messaging.status_${status}`;
  return (
    <Badge color={COLORS[status] ?? 'blue'} variant="light" radius="sm">
      {i18n.exists(key) ? t(key) : status}
    </Badge>
  );
}
