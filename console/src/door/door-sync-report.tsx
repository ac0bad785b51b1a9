import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SyncedCheckIn } from './use-door-desk';

/** Darker than Mantine's green.9, so white text passes contrast at every size (as the green answer). */
const ADMITTED_GREEN = '#1b5e20';

/**
 * The check-ins this device queued offline that the server admitted when the network returned: green, and said when an
 * earlier scan here displaced a later one at another door (that door's usher is told on their page).
 */
export function DoorSyncReport({ synced, onDismiss }: { synced: SyncedCheckIn[]; onDismiss: () => void }) {
  const { t } = useTranslation();
  if (synced.length === 0) return null;
  return (
    <Alert color={ADMITTED_GREEN} title={t('door.syncedTitle', { count: synced.length })} data-testid="door-synced">
      <Stack gap="xs" align="flex-start">
        {synced.map((item) => (
          <div key={item.key} data-synced="admitted">
            <Group gap="xs" wrap="wrap">
              <Badge color={ADMITTED_GREEN} size="lg">
                {t('door.syncedAdmitted')}
              </Badge>
              <Text fw={700}>{item.name}</Text>
              <Text size="sm">{t('door.guestsNow', { count: item.guests })}</Text>
            </Group>
            {item.superseded > 0 && (
              <Text size="sm" mt={4}>
                {t('door.syncedWon', { count: item.superseded })}
              </Text>
            )}
          </div>
        ))}
        <Button size="xs" color={ADMITTED_GREEN} onClick={onDismiss}>
          {t('door.syncedOk')}
        </Button>
      </Stack>
    </Alert>
  );
}
