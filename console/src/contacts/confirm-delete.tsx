import { Button, Group, Stack, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog';
import { ErrorAlert } from '../ui/error-alert';

/**
 * Asks before deleting `name`; `remove` is the mutation that deletes it (its error stays in the dialog). `confirm`
 * names the button when "delete" is not the word (a committee member is removed, a check-in undone). `refusal` words
 * an error the caller can explain: said calmly in a line instead of an alarm, and the button no longer offered.
 */
export function ConfirmDelete<Result>({
  title,
  text,
  remove,
  onClose,
  confirm,
  refusal,
}: {
  title: string;
  text: string;
  remove: UseMutationResult<Result, Error, void>;
  onClose: () => void;
  confirm?: string;
  refusal?: (error: Error) => string | null;
}) {
  const { t } = useTranslation();
  const refused = remove.isError && refusal ? refusal(remove.error) : null;
  return (
    <Dialog onClose={onClose} title={title}>
      <Stack gap="sm">
        <Text size="sm">{text}</Text>
        {refused && (
          <Text size="sm" data-testid="confirm-refusal">
            {refused}
          </Text>
        )}
        {remove.isError && !refused && <ErrorAlert error={remove.error} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('contacts.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            disabled={refused !== null}
            onClick={() => remove.mutate(undefined, { onSuccess: onClose })}
          >
            {confirm ?? t('contacts.delete')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
