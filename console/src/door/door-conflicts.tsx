import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format/format';
import type { DoorConflict } from './door-store';

/**
 * Check-ins made offline that the server refused when they arrived: another door admitted the card first (the
 * earlier check-in stands). The usher finds the guest and settles it, then marks it done.
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
              {conflict.lastCheckedInAt && (
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
