import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../format/format';
import { QueryState } from '../ui/query-state';
import { useFailuresByCode } from './use-failures-by-code';

/** Failed messages of the last days by what the provider said: where an operator looks first when deliveries drop. */
export function FailuresCard() {
  const { t } = useTranslation();
  const failures = useFailuresByCode();
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('admin.failuresTitle', { days: failures.data?.days ?? 7 })}
        </Title>
        <QueryState query={failures}>
          {(result) =>
            result.data.length === 0 ? (
              <Text size="sm">{t('admin.failuresNone')}</Text>
            ) : (
              <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {result.data.map((failure) => (
                  <Group
                    key={`${failure.channel} ${failure.code}`}
                    component="li"
                    justify="space-between"
                    wrap="nowrap"
                  >
                    <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                      {/* The darkest shades: white on them passes WCAG AA at a badge's size (axe checks it). */}
                      <Badge
                        variant="filled"
                        color={failure.channel === 'chat' ? 'teal.9' : 'blue.9'}
                        style={{ flexShrink: 0 }}
                      >
                        {failure.channel === 'chat' ? t('admin.channelChat') : t('admin.channelSms')}
                      </Badge>
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {failure.code}
                      </Text>
                    </Group>
                    <Text fw={700}>{formatCount(failure.count)}</Text>
                  </Group>
                ))}
              </Stack>
            )
          }
        </QueryState>
      </Stack>
    </Card>
  );
}
