import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PurchaseStatus } from './use-credits';

// Filled, with the text colour chosen for contrast: the light variants' pale text fails WCAG AA on phones' glare.
const COLORS: Record<PurchaseStatus, string> = {
  pending: 'yellow.4',
  approved: 'teal.9',
  rejected: 'red.9',
  failed: 'red.9',
  cancelled: 'gray.7',
};

/** A purchase's status as a badge, in the person's language. */
export function PurchaseStatusBadge({ status }: { status: PurchaseStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="filled" autoContrast style={{ flexShrink: 0 }}>
      {t(`credits.status_${status}`)}
    </Badge>
  );
}
