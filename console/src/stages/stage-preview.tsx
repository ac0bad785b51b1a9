import { Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../format/format';
import { ErrorAlert } from '../ui/error-alert';
import type { useStagePreview } from './use-stages';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </div>
  );
}

/**
 * The live preview of the stage as written (POST …/sms-stages/preview): the message rendered for the first invitee
 * it reaches (or a sample one), who it reaches, and what a send now costs against the balance.
 */
export function StagePreview({ preview }: { preview: ReturnType<typeof useStagePreview> }) {
  const { t } = useTranslation();
  const data = preview.data;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-label={t('stages.preview')}
      aria-live="polite"
      aria-busy={preview.isFetching}
    >
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">
          {t('stages.preview')}
        </Title>
        {preview.isFetching && <Loader size="xs" aria-label={t('app.loading')} />}
      </Group>
      {preview.isError ? (
        <ErrorAlert error={preview.error} />
      ) : !data ? (
        <Text size="sm" c="dimmed">
          {t('stages.previewHint')}
        </Text>
      ) : (
        <Stack gap="sm">
          <Text size="xs" c="dimmed">
            {data.sample ? t('stages.sampleInvitee') : t('stages.firstInvitee')}
          </Text>
          <Card bg="gray.0" radius="md" padding="sm">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="rendered">
              {data.text}
            </Text>
          </Card>
          <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs">
            <Figure label={t('stages.eligible')} value={formatCount(data.eligible_invitees)} />
            <Figure label={t('stages.encoding')} value={data.encoding} />
            <Figure label={t('stages.segments')} value={formatCount(data.segments)} />
            <Figure label={t('stages.perMessage')} value={formatCount(data.credits_per_message)} />
            <Figure label={t('stages.credits')} value={formatCount(data.credits)} />
            <Figure label={t('stages.balance')} value={formatCount(data.balance)} />
          </SimpleGrid>
          {data.non_gsm_characters.length > 0 && (
            <Text size="xs" c="dimmed">
              {t('stages.nonGsm', { characters: data.non_gsm_characters.join(' ') })}
            </Text>
          )}
          <Text size="sm" c={data.sufficient ? undefined : 'red.9'} fw={600}>
            {data.sufficient ? t('stages.sufficient') : t('stages.insufficient')}
          </Text>
        </Stack>
      )}
    </Card>
  );
}
