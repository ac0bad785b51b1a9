import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDelete } from '../contacts/confirm-delete';
import { formatCount, formatDate, formatDateTime } from '../format/format';
import { ErrorAlert } from '../ui/error-alert';
import { mayCancel, mayEdit, maySend, type Stage } from './stage-draft';
import { useDeleteStage, useSendStage, useUpdateStage } from './use-stages';

// The darkest shades: white text on them passes WCAG AA contrast at a badge's small size (axe checks it).
const STATUS_COLORS: Record<Stage['status'], string> = {
  draft: 'gray.7',
  scheduled: 'violet.9',
  sending: 'blue.9',
  sent: 'teal.9',
  active: 'indigo.9',
  completed: 'teal.9',
  cancelled: 'gray.7',
};

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{formatCount(value)}</Text>
    </div>
  );
}

/** When a stage goes: its next run, its time, or nothing (a draft is sent by hand). */
function When({ stage }: { stage: Stage }) {
  const { t, i18n } = useTranslation();
  const at = stage.next_run_at ?? stage.send_at;
  const parts = [
    at && stage.status !== 'sent' && stage.status !== 'cancelled'
      ? t('stages.nextRun', { at: formatDateTime(at, i18n.language) })
      : null,
    stage.frequency !== 'once' ? t(`stages.frequency_${stage.frequency}`) : null,
    stage.end_at ? t('stages.until', { date: formatDate(stage.end_at, i18n.language) }) : null,
    stage.last_run_at ? t('stages.lastRun', { at: formatDateTime(stage.last_run_at, i18n.language) }) : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? (
    <Text size="xs" c="dimmed">
      {parts.join(' · ')}
    </Text>
  ) : null;
}

/**
 * One stage: what it is, its status and when it goes, its figures (who it reaches now, what it costs, what its runs
 * sent), and what the caller may do with it: send now, edit or cancel while it waits, delete.
 */
export function StageCard({ stage, mayManage, onEdit }: { stage: Stage; mayManage: boolean; onEdit: () => void }) {
  const { t } = useTranslation();
  const send = useSendStage(stage.event_id);
  const update = useUpdateStage(stage.event_id);
  const remove = useDeleteStage(stage.event_id, stage.id);
  const [deleting, setDeleting] = useState(false);
  const cancel = () => update.mutate({ stageId: stage.id, body: { status: 'cancelled' } });

  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={stage.name}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} truncate>
            {stage.name}
          </Text>
          <Badge color={STATUS_COLORS[stage.status]} variant="filled" radius="sm" style={{ flexShrink: 0 }}>
            {t(`stages.status_${stage.status}`)}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {t(`stages.type_${stage.stage_type}`)} · {t(`stages.channel_${stage.channel}`)}
        </Text>
        <When stage={stage} />
        <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {stage.body}
        </Text>
        <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs">
          <Figure label={t('stages.eligible')} value={stage.eligible_invitees} />
          <Figure label={t('stages.cost')} value={stage.stage_cost} />
          {stage.status === 'sending' && <Figure label={t('stages.remaining')} value={stage.stage_remaining} />}
          <Figure label={t('stages.sent')} value={stage.sent_count} />
          {stage.channel === 'chat' && <Figure label={t('stages.reachedByChat')} value={stage.reached_by_chat} />}
          {stage.channel === 'chat' && <Figure label={t('stages.reachedBySms')} value={stage.reached_by_sms} />}
        </SimpleGrid>
        {stage.last_skip_reason && (
          <Text size="xs" c="orange.9">
            {t('stages.skipped', { reason: stage.last_skip_reason })}
          </Text>
        )}
        {send.isSuccess && (
          <Alert color="green" role="status">
            <Group gap="xs" justify="space-between">
              <Text size="sm">{t('stages.sending', { count: send.data.count })}</Text>
              <Button
                size="xs"
                variant="subtle"
                component={Link}
                to={stage.channel === 'chat' ? '/chat' : '/messages/batches'}
              >
                {t('stages.seeBatch')}
              </Button>
            </Group>
          </Alert>
        )}
        {send.isError && <ErrorAlert error={send.error} />}
        {update.isError && <ErrorAlert error={update.error} />}
        {mayManage && (
          <Group gap="xs">
            {maySend(stage) && (
              <Button size="xs" loading={send.isPending} onClick={() => send.mutate(stage.id)}>
                {t('stages.sendNow')}
              </Button>
            )}
            {mayEdit(stage) && (
              <Button size="xs" variant="light" onClick={onEdit}>
                {t('stages.edit')}
              </Button>
            )}
            {mayCancel(stage) && (
              <Button size="xs" variant="default" loading={update.isPending} onClick={cancel}>
                {t('stages.cancelStage')}
              </Button>
            )}
            <Button size="xs" variant="subtle" color="red" onClick={() => setDeleting(true)}>
              {t('stages.delete')}
            </Button>
          </Group>
        )}
      </Stack>
      {deleting && (
        <ConfirmDelete
          title={t('stages.deleteTitle', { name: stage.name })}
          text={t('stages.deleteText')}
          remove={remove}
          onClose={() => setDeleting(false)}
        />
      )}
    </Card>
  );
}
