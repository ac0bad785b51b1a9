import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../clients/typescript/src';
import { formatCount } from '../format/format';
import { ErrorAlert } from '../ui/error-alert';
import type { useSmsPreview } from './use-sms-preview';

type SmsPreview = components['schemas']['SmsPreview'];

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

/** The GSM-7 normaliser's offer: the same text in plain characters, fewer segments, taken with one tap. */
function Suggestion({ preview, onUse }: { preview: SmsPreview; onUse: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="blue" title={t('messaging.nonGsm', { characters: preview.non_gsm_characters.join(' ') })}>
      <Stack gap="xs">
        <Text size="sm">{t('messaging.suggestion', { segments: preview.normalized_segments })}</Text>
        <Text size="sm" fs="italic">
          {preview.normalized_text}
        </Text>
        <Group>
          <Button size="xs" onClick={onUse}>
            {t('messaging.useSuggestion')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * The live cost of the draft (POST /sms/preview): encoding, characters, segments, recipients, credits against the
 * balance, and the normaliser's suggestion when special characters make the text cost more.
 */
export function CostPreview({
  preview,
  normalize,
  onNormalize,
}: {
  preview: ReturnType<typeof useSmsPreview>;
  normalize: boolean;
  /** Whether to send normalised; taking the suggestion passes its text (shown in the text field from then on). */
  onNormalize: (normalize: boolean, normalizedText?: string) => void;
}) {
  const { t } = useTranslation();
  const data = preview.data;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-label={t('messaging.preview')}
      aria-live="polite"
      aria-busy={preview.isFetching}
    >
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">
          {t('messaging.preview')}
        </Title>
        {preview.isFetching && <Loader size="xs" aria-label={t('app.loading')} />}
      </Group>
      {preview.isError ? (
        <ErrorAlert error={preview.error} />
      ) : !data ? (
        <Text size="sm" c="dimmed">
          {t('messaging.previewHint')}
        </Text>
      ) : (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs">
            <Figure label={t('messaging.encoding')} value={data.encoding} />
            <Figure label={t('messaging.characters')} value={formatCount(data.characters)} />
            <Figure label={t('messaging.segments')} value={formatCount(data.segments)} />
            <Figure label={t('messaging.recipients')} value={formatCount(data.recipients)} />
            <Figure label={t('messaging.credits')} value={formatCount(data.credits)} />
            <Figure label={t('messaging.balance')} value={formatCount(data.balance)} />
          </SimpleGrid>
          <Text size="sm" c={data.sufficient ? undefined : 'red.9'} fw={600}>
            {data.sufficient ? t('messaging.sufficient') : t('messaging.insufficient')}
          </Text>
          {normalize ? (
            <Group justify="space-between" gap="xs">
              <Text size="sm">{t('messaging.normalized')}</Text>
              <Button size="xs" variant="subtle" onClick={() => onNormalize(false)}>
                {t('messaging.keepOriginal')}
              </Button>
            </Group>
          ) : (
            data.non_gsm_characters.length > 0 &&
            data.normalized_segments < data.segments && (
              <Suggestion preview={data} onUse={() => onNormalize(true, data.normalized_text)} />
            )
          )}
        </Stack>
      )}
    </Card>
  );
}
