import { useRef, useState } from 'react';
import { Alert, Button, Card, Group, SegmentedControl, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { can, useMe } from '../accounts/use-me';
import { fieldError } from '../ui/field-errors';
import { ErrorAlert } from '../ui/error-alert';
import { AudienceFields, type AudienceKind } from './audience-fields';
import { isComplete, parseNumberList, type Audience, type Draft } from './compose-draft';
import { ContentFields } from './content-fields';
import { CostPreview } from './cost-preview';
import { newIdempotencyKey } from './idempotency-key';
import { useSendSms, type SendOutcome } from './use-send-sms';
import { useSmsPreview } from './use-sms-preview';

/** What a finished send says, with the way to its progress. */
function SentAlert({
  outcome,
  scheduled,
  onAnother,
}: {
  outcome: SendOutcome;
  scheduled: boolean;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  const text =
    outcome.kind === 'message'
      ? t('messaging.sentOne')
      : t(scheduled ? 'messaging.scheduledBatch' : 'messaging.sentBatch', { count: outcome.count });
  return (
    <Alert color="green" title={text} role="status">
      <Group gap="xs">
        <Button
          size="xs"
          component={Link}
          to={outcome.kind === 'message' ? `/messages/${outcome.messageId}` : '/messages/batches'}
        >
          {outcome.kind === 'message' ? t('messaging.seeMessages') : t('messaging.seeProgress')}
        </Button>
        <Button size="xs" variant="subtle" onClick={onAnother}>
          {t('messaging.composeAnother')}
        </Button>
      </Group>
    </Alert>
  );
}

/**
 * Compose: to one number, a pasted list or a group; free text or a template; now or at a Dar es Salaam time; the
 * live cost before sending. Each attempt has one Idempotency-Key, so a second tap or a retry never sends twice.
 */
export function ComposePage() {
  const { t } = useTranslation();
  const me = useMe();
  const kinds: AudienceKind[] = [];
  if (can(me.data, 'group_sms.send') && can(me.data, 'groups.view')) kinds.push('group');
  if (can(me.data, 'messages.send')) kinds.push('number');
  if (can(me.data, 'bulk_sms.send')) kinds.push('list');
  const templatesAllowed = can(me.data, 'templates.view');

  const [kind, setKind] = useState<AudienceKind>(kinds[0] ?? 'number');
  const [number, setNumber] = useState('');
  const [pasted, setPasted] = useState('');
  const [groupId, setGroupId] = useState(0);
  const [useTemplate, setUseTemplate] = useState(false);
  const [text, setText] = useState('');
  const [templateId, setTemplateId] = useState<number | null>(null);
  const [later, setLater] = useState(false);
  const [scheduleAt, setScheduleAt] = useState('');
  const [normalize, setNormalize] = useState(false);
  // The text as written before the normaliser's suggestion replaced it ("keep what I wrote" brings it back).
  const [written, setWritten] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);
  const attempt = useRef<{ draft: string; key: string } | null>(null);
  const inFlight = useRef(false);
  const send = useSendSms();

  const audience: Audience =
    kind === 'number'
      ? { kind, to: number }
      : kind === 'list'
        ? { kind, numbers: parseNumberList(pasted) }
        : { kind, groupId };
  const draft: Draft = {
    audience,
    text,
    templateId: useTemplate ? templateId : null,
    scheduleAt: later && scheduleAt !== '' ? scheduleAt : null,
    normalize,
  };
  const preview = useSmsPreview(draft);

  if (kinds.length === 0) return <Navigate to="/" replace />;

  const submit = () => {
    // A second tap before the first answer is dropped here (the button's busy state renders a moment later); should
    // one get through, or a retry follow a lost answer, it carries the same key and the API replays, not resends.
    if (inFlight.current) return;
    const serialized = JSON.stringify(draft);
    if (attempt.current?.draft !== serialized) attempt.current = { draft: serialized, key: newIdempotencyKey() };
    inFlight.current = true;
    send.mutate(
      { draft, idempotencyKey: attempt.current.key },
      {
        onSuccess: setOutcome,
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };
  const startAgain = () => {
    attempt.current = null;
    send.reset();
    setOutcome(null);
    setText('');
    setNormalize(false);
    setLater(false);
    setScheduleAt('');
  };

  return (
    <Stack gap="md" maw={720}>
      <Title order={2} size="h3">
        {t('messaging.composeTitle')}
      </Title>
      {outcome ? (
        <SentAlert outcome={outcome} scheduled={draft.scheduleAt !== null} onAnother={startAgain} />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="md">
            <Card withBorder radius="md" padding="md">
              <AudienceFields
                kinds={kinds}
                kind={kind}
                onKind={setKind}
                number={number}
                onNumber={setNumber}
                pasted={pasted}
                onPasted={setPasted}
                groupId={groupId}
                onGroupId={setGroupId}
                error={send.error}
              />
            </Card>
            <Card withBorder radius="md" padding="md">
              <ContentFields
                templatesAllowed={templatesAllowed}
                useTemplate={useTemplate}
                onUseTemplate={setUseTemplate}
                text={text}
                onText={(value) => {
                  setText(value);
                  setWritten(null);
                  setNormalize(false);
                }}
                templateId={templateId}
                onTemplateId={setTemplateId}
                error={send.error}
              />
            </Card>
            <Card withBorder radius="md" padding="md">
              <Stack gap="sm">
                <SegmentedControl
                  fullWidth
                  aria-label={t('messaging.when')}
                  value={later ? 'later' : 'now'}
                  onChange={(value) => setLater(value === 'later')}
                  data={[
                    { value: 'now', label: t('messaging.now') },
                    { value: 'later', label: t('messaging.later') },
                  ]}
                />
                {later && (
                  <TextInput
                    type="datetime-local"
                    label={t('messaging.scheduleAt')}
                    value={scheduleAt}
                    onChange={(event) => setScheduleAt(event.currentTarget.value)}
                    error={fieldError(send.error, 'scheduled_at')}
                  />
                )}
              </Stack>
            </Card>
            <CostPreview
              preview={preview}
              normalize={normalize}
              onNormalize={(value, normalizedText) => {
                // Free text becomes the plain text itself (the person sees what goes out); a template is normalised
                // by the API at send time (normalize: true).
                if (value && normalizedText !== undefined && !useTemplate) {
                  setWritten(text);
                  setText(normalizedText);
                }
                if (!value) {
                  if (written !== null) setText(written);
                  setWritten(null);
                }
                setNormalize(value);
              }}
            />
            {send.isError && <ErrorAlert error={send.error} />}
            <Button
              type="submit"
              size="md"
              fullWidth
              loading={send.isPending}
              disabled={!isComplete(draft) || (later && scheduleAt === '') || preview.data?.sufficient === false}
            >
              {later ? t('messaging.schedule') : t('messaging.send')}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
