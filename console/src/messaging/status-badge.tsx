import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// The darkest shades: white text on them passes WCAG AA contrast at a badge's small size (axe checks it).
const COLORS: Record<string, string> = {
  DELIVERED: 'teal.9',
  completed: 'teal.9',
  failed: 'red.9',
  UNDELIVERABLE: 'red.9',
  REJECTED: 'red.9',
  EXPIRED: 'red.9',
  cancelled: 'gray.7',
  scheduled: 'violet.9',
  held: 'grape.9',
};

/** A message's or a batch's status in the person's language (an unknown one as the API names it). */
export function StatusBadge({ status }: { status: string }) {
  const { t, i18n } = useTranslation();
  const key = `messaging.status_${status}`;
  return (
    <Badge color={COLORS[status] ?? 'blue.9'} variant="filled" radius="sm" style={{ flexShrink: 0 }}>
      {i18n.exists(key) ? t(key) : status}
    </Badge>
  );
}
