import { useState } from 'react';
import { Button, Card, Group, NativeSelect, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { can, useMe } from '../accounts/use-me';
import { ErrorAlert } from '../ui/error-alert';
import { fieldError } from '../ui/field-errors';
import { ChatStageFields } from './chat-stage-fields';
import { FREQUENCIES, isReady, previewBody, STAGE_PLACEHOLDERS, STAGE_TYPES, type StageDraft } from './stage-draft';
import { StagePreview } from './stage-preview';
import { useStagePreview } from './use-stages';

/**
 * A stage as written: name, who it goes to, the channel, the text with its placeholders, and when (kept as a draft to
 * send by hand, or scheduled at a Dar es Salaam time, once or recurring); the live preview below. Creates and edits.
 */
export function StageForm({
  eventId,
  initial,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  eventId: number;
  initial: StageDraft;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (draft: StageDraft) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const me = useMe();
  const [draft, setDraft] = useState(initial);
  const change = (patch: Partial<StageDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const preview = useStagePreview(eventId, previewBody(draft));
  // A chat stage needs the approved templates (GET /chat/templates is messages.send).
  const chatAllowed = can(me.data, 'messages.send');

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(draft);
      }}
    >
      <Stack gap="md">
        <Card withBorder radius="md" padding="md">
          <Stack gap="sm">
            <TextInput
              label={t('stages.name')}
              value={draft.name}
              onChange={(event) => change({ name: event.currentTarget.value })}
              error={fieldError(error, 'name')}
              required
            />
            <NativeSelect
              label={t('stages.stageType')}
              description={t(`stages.typeHint_${draft.stageType}`)}
              value={draft.stageType}
              onChange={(event) => change({ stageType: event.currentTarget.value as StageDraft['stageType'] })}
              error={fieldError(error, 'stage_type')}
              data={STAGE_TYPES.map((type) => ({ value: type, label: t(`stages.type_${type}`) }))}
            />
            {chatAllowed && (
              <SegmentedControl
                fullWidth
                aria-label={t('stages.channel')}
                value={draft.channel}
                onChange={(value) => change({ channel: value as StageDraft['channel'] })}
                data={[
                  { value: 'sms', label: t('stages.channel_sms') },
                  { value: 'chat', label: t('stages.channel_chat') },
                ]}
              />
            )}
            {draft.channel === 'chat' && <ChatStageFields draft={draft} onChange={change} error={error} />}
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="md">
          <Stack gap="xs">
            <Textarea
              label={draft.channel === 'chat' ? t('stages.fallbackBody') : t('stages.body')}
              value={draft.body}
              onChange={(event) => change({ body: event.currentTarget.value })}
              error={fieldError(error, 'body')}
              autosize
              minRows={3}
              required
            />
            <Text size="xs" c="dimmed">
              {t('stages.placeholdersHint')}
            </Text>
            <Group gap={6}>
              {STAGE_PLACEHOLDERS.map((name) => (
                <Button
                  key={name}
                  size="compact-sm"
                  variant="light"
                  onClick={() => change({ body: `${draft.body}{${name}}` })}
                  aria-label={t('stages.insert', { name: `{${name}}` })}
                >
                  {`{${name}}`}
                </Button>
              ))}
            </Group>
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="md">
          <Stack gap="sm">
            <SegmentedControl
              fullWidth
              aria-label={t('stages.when')}
              value={draft.scheduled ? 'scheduled' : 'draft'}
              onChange={(value) => change({ scheduled: value === 'scheduled' })}
              data={[
                { value: 'draft', label: t('stages.keepDraft') },
                { value: 'scheduled', label: t('stages.scheduleIt') },
              ]}
            />
            {draft.scheduled ? (
              <>
                <TextInput
                  type="datetime-local"
                  label={t('stages.sendAt')}
                  value={draft.sendAt}
                  onChange={(event) => change({ sendAt: event.currentTarget.value })}
                  error={fieldError(error, 'send_at')}
                  required
                />
                <NativeSelect
                  label={t('stages.frequency')}
                  value={draft.frequency}
                  onChange={(event) => change({ frequency: event.currentTarget.value as StageDraft['frequency'] })}
                  error={fieldError(error, 'frequency')}
                  data={FREQUENCIES.map((frequency) => ({
                    value: frequency,
                    label: t(`stages.frequency_${frequency}`),
                  }))}
                />
                {draft.frequency !== 'once' && (
                  <TextInput
                    type="date"
                    label={t('stages.endAt')}
                    value={draft.endAt}
                    onChange={(event) => change({ endAt: event.currentTarget.value })}
                    error={fieldError(error, 'end_at')}
                  />
                )}
              </>
            ) : (
              <Text size="sm" c="dimmed">
                {t('stages.draftHint')}
              </Text>
            )}
          </Stack>
        </Card>
        <StagePreview preview={preview} />
        {error !== null && error !== undefined && <ErrorAlert error={error} />}
        <Group grow>
          <Button variant="default" onClick={onCancel}>
            {t('stages.back')}
          </Button>
          <Button type="submit" loading={pending} disabled={!isReady(draft)}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
