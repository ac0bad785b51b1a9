import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatClock, formatDateTime } from '../format/format';
import type { DoorConflict } from './door-store';

/** The line that says where and when the earlier scan let the guest in, for a superseded check-in. */
function EarlierScan({ conflict }: { conflict: DoorConflict }) {
  const { t } = useTranslation();
  if (!conflict.lastCheckedInAt) return null;
  const time = formatClock(conflict.lastCheckedInAt);
  return (
    <Text size="sm">
      {conflict.lastDoor
        ? t('door.earlierAt', { door: conflict.lastDoor, time })
        : t('door.earlierElsewhere', { time })}
    </Text>
  );
}

/**
 * Check-ins of this device to settle, where the earlier check-in stands: a queued one the server refused when it
 * arrived (another door admitted the card first), or one an earlier scan at another door displaced afterwards. The
 * usher finds the guest and settles it, then marks it done.
 */
export function DoorConflicts({
  conflicts,
  onResolve,
}: {
  conflicts: DoorConflict[];
  onResolve: (key: string) => void;
}) {
  const { t, i18n } = useTranslation();
  if (conflicts.length === 0) return null;
  return (
    <Alert color="red" title={t('door.conflictsTitle', { count: conflicts.length })} data-testid="door-conflicts">
      <Stack gap="xs">
        <Text size="sm">{t('door.conflictsHint')}</Text>
        {conflicts.map((conflict) => (
          <Stack key={conflict.key} gap={4} align="flex-start">
            <div>
              <Text fw={700}>{conflict.name}</Text>
              <Text size="sm">
                {t(`door.reason_${conflict.code}`, { defaultValue: conflict.code })} ·{' '}
                {t('door.scannedAt', { at: formatDateTime(conflict.scannedAt, i18n.language) })}
              </Text>
              {conflict.code === 'superseded' && <EarlierScan conflict={conflict} />}
              {conflict.code !== 'superseded' && conflict.lastCheckedInAt && (
                <Text size="sm">
                  {t('door.lastAt', { at: formatDateTime(conflict.lastCheckedInAt, i18n.language) })}
                  {conflict.lastDoor ? ` · ${t('door.atDoor', { door: conflict.lastDoor })}` : ''}
                </Text>
              )}
            </div>
            <Button size="xs" variant="light" color="red" onClick={() => onResolve(conflict.key)}>
              {t('door.resolved')}
            </Button>
          </Stack>
        ))}
      </Stack>
    </Alert>
  );
}
