import { useEffect, useState } from 'react';
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UNDO_MINUTES, type DoorAnswer, type UndoRefusal } from './door-answer';

export type AdmittedAnswer = Extract<DoorAnswer, { kind: 'admitted' }>;

/**
 * The undo of a green answer, offered for the minutes the API lets an usher undo their own check-in (after that only
 * an organiser may, from the check-ins list). A refusal is said in a line under it, not as a red alarm.
 */
export function DoorUndo({
  answer,
  onUndo,
}: {
  answer: AdmittedAnswer;
  onUndo: (answer: AdmittedAnswer) => Promise<UndoRefusal | null>;
}) {
  const { t } = useTranslation();
  const closesAt = answer.answeredAt + UNDO_MINUTES * 60_000;
  const [open, setOpen] = useState(() => closesAt > Date.now());
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<UndoRefusal | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => setOpen(false), Math.max(0, closesAt - Date.now()));
    return () => window.clearTimeout(timer);
  }, [closesAt]);
  if (!open) return null;
  return (
    <>
      <Button
        mt="md"
        size="md"
        variant="white"
        color="dark"
        loading={busy}
        onClick={() => {
          setBusy(true);
          void onUndo(answer).then((why) => {
            setBusy(false);
            setRefusal(why);
          });
        }}
      >
        {t('door.undo')}
      </Button>
      {refusal && (
        <Text fz={18} mt="xs" data-testid="door-undo-refusal">
          {t(`door.undo_${refusal}`, { minutes: UNDO_MINUTES })}
        </Text>
      )}
    </>
  );
}
