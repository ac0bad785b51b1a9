import { SegmentedControl } from '@mantine/core';
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
  return (
    <SegmentedControl
      fullWidth
      aria-label={t('admin.statusFilter')}
      value={value}
      onChange={(next) => onChange(next as Status)}
      data={statuses.map((status) => ({ value: status, label: t(statusKey(status)) }))}
    />
  );
}
