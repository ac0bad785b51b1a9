import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { canOnEvent } from '../accounts/event-access';
import { useMe } from '../accounts/use-me';
import { QueryState } from '../ui/query-state';
import { draftOf, EMPTY_DRAFT, stageBody, type Stage, type StageDraft } from './stage-draft';
import { StageCard } from './stage-card';
import { StageForm } from './stage-form';
import { useCreateStage, useEventName, useStages, useUpdateStage } from './use-stages';

type Mode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; stage: Stage };

/** The form for a new stage, or for one that still waits (the same fields; a PUT instead of a POST). */
function StageEditor({ eventId, mode, onDone }: { eventId: number; mode: Mode; onDone: (saved: string) => void }) {
  const { t } = useTranslation();
  const create = useCreateStage(eventId);
  const update = useUpdateStage(eventId);
  const editing = mode.kind === 'edit' ? mode.stage : null;
  const mutation = editing ? update : create;
  const submit = (draft: StageDraft) => {
    const body = stageBody(draft);
    if (editing) update.mutate({ stageId: editing.id, body }, { onSuccess: (stage) => onDone(stage.name) });
    else create.mutate(body, { onSuccess: (stage) => onDone(stage.name) });
  };
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {editing ? t('stages.editTitle', { name: editing.name }) : t('stages.newTitle')}
      </Title>
      <StageForm
        eventId={eventId}
        initial={editing ? draftOf(editing) : EMPTY_DRAFT}
        submitLabel={t('stages.save')}
        pending={mutation.isPending}
        error={mutation.error}
        onSubmit={submit}
        onCancel={() => onDone('')}
      />
    </Stack>
  );
}

/** An event's stages: each with its figures and actions, and a new one written with its live preview. */
export function StagesPage() {
  const { t } = useTranslation();
  const me = useMe();
  const eventId = Number(useParams().eventId);
  const event = useEventName(eventId);
  const stages = useStages(eventId);
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [saved, setSaved] = useState('');
  const mayManage = canOnEvent(me.data, eventId, 'events.send_sms');

  if (!Number.isInteger(eventId) || eventId <= 0) return <Navigate to="/events" replace />;

  return (
    <Stack gap="md" maw={760}>
      <Stack gap={2}>
        <Anchor component={Link} to={`/events/${eventId}`} size="sm">
          {event.data ? t('stages.backToEvent', { name: event.data.name }) : t('stages.backToEvents')}
        </Anchor>
        <Title order={2} size="h3">
          {t('stages.title')}
        </Title>
      </Stack>
      {mode.kind !== 'list' ? (
        <StageEditor
          key={mode.kind === 'edit' ? mode.stage.id : 'new'}
          eventId={eventId}
          mode={mode}
          onDone={(name) => {
            setSaved(name);
            setMode({ kind: 'list' });
          }}
        />
      ) : (
        <>
          {saved !== '' && (
            <Alert
              color="green"
              role="status"
              withCloseButton
              closeButtonLabel={t('stages.dismiss')}
              onClose={() => setSaved('')}
            >
              {t('stages.saved', { name: saved })}
            </Alert>
          )}
          {mayManage && (
            <Group>
              <Button onClick={() => setMode({ kind: 'create' })}>{t('stages.new')}</Button>
            </Group>
          )}
          <QueryState query={stages}>
            {(list) =>
              list.length === 0 ? (
                <Text c="dimmed">{t('stages.none')}</Text>
              ) : (
                <Stack gap="sm">
                  {list.map((stage) => (
                    <StageCard
                      key={stage.id}
                      stage={stage}
                      mayManage={mayManage}
                      onEdit={() => setMode({ kind: 'edit', stage })}
                    />
                  ))}
                </Stack>
              )
            }
          </QueryState>
        </>
      )}
    </Stack>
  );
}
