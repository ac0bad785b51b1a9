import { SegmentedControl, useMatches } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { statusKey } from './review-status';

/** Which requests a list shows, by their status. */
export function StatusFilter<Status extends string>({
  statuses,
  value,
  onChange,
}: {
  statuses: readonly Status[];
  value: Status;
  onChange: (status: Status) => void;
}) {
  const { t } = useTranslation();
  // Stacked on a phone: the Swahili statuses side by side do not fit 390 pixels.
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });
  return (
    <SegmentedControl
      fullWidth
      orientation={orientation}
      aria-label={t('admin.statusFilter')}
      value={value}
      onChange={(next) => onChange(next as Status)}
      data={statuses.map((status) => ({ value: status, label: t(statusKey(status)) }))}
    />
  );
}
