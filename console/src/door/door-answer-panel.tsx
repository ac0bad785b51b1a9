import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format/format';
import type { DoorAnswer, UndoRefusal } from './door-answer';
import { DoorUndo, type AdmittedAnswer } from './door-undo';

/** Darker than Mantine's green.9, so white text passes contrast at every size. */
const ADMITTED_GREEN = '#1b5e20';

/** The answer to a scan, large enough to read at arm's length: green to let in, red to stop, grey once undone. */
export function DoorAnswerPanel({
  answer,
  onUndo,
}: {
  answer: DoorAnswer;
  onUndo: (answer: AdmittedAnswer) => Promise<UndoRefusal | null>;
}) {
  const { t, i18n } = useTranslation();
  if (answer.kind === 'undone') {
    return (
      <Paper role="status" aria-live="assertive" data-answer="undone" p="lg" radius="md" bg="gray.8" c="white">
        <Text fz={30} fw={900} lh={1.1}>
          {t('door.undone')}
        </Text>
        <Text fz={22} mt="xs">
          {t('door.undoneNote', { name: answer.name })}
        </Text>
      </Paper>
    );
  }
  const admitted = answer.kind === 'admitted';
  return (
    <Paper
      role="status"
      aria-live="assertive"
      data-answer={admitted ? 'admitted' : answer.reason}
      p="lg"
      radius="md"
      bg={admitted ? ADMITTED_GREEN : 'red.9'}
      c="white"
    >
      <Text fz={36} fw={900} lh={1.1}>
        {admitted ? t('door.admitted') : t(`door.reason_${answer.reason}`)}
      </Text>
      {answer.name && (
        <Text fz={30} fw={700} mt="xs" lh={1.2}>
          {answer.name}
        </Text>
      )}
      {admitted ? (
        <>
          <Text fz={22} mt="xs">
            {t(`door.card_${answer.cardType}`)} · {t('door.guestsNow', { count: answer.guests })}
          </Text>
          <Text fz={22}>{t('door.remaining', { count: answer.remaining })}</Text>
          {answer.queued && (
            <Text fz={18} mt="xs">
              {t('door.queuedNote')}
            </Text>
          )}
          <DoorUndo answer={answer} onUndo={onUndo} />
        </>
      ) : (
        <>
          {answer.admits !== undefined && answer.admitted !== undefined && (
            <Text fz={22} mt="xs">
              {t('door.admittedOf', { admitted: answer.admitted, admits: answer.admits })}
            </Text>
          )}
          {answer.lastCheckedInAt && (
            <Text fz={22}>
              {t('door.lastAt', { at: formatDateTime(answer.lastCheckedInAt, i18n.language) })}
              {answer.door ? ` · ${t('door.atDoor', { door: answer.door })}` : ''}
            </Text>
          )}
          {answer.reason === 'failed' && answer.message && <Text fz={18}>{answer.message}</Text>}
        </>
      )}
    </Paper>
  );
}
