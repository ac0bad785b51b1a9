import { NativeSelect, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../ui/field-errors';
import { QueryState } from '../ui/query-state';
import type { Audience } from './compose-draft';
import { parseNumberList } from './compose-draft';
import { useGroupChoices } from './use-compose-choices';

export type AudienceKind = Audience['kind'];

/** The recipients: one number, a pasted list, or a group; only the ways the caller may send are offered. */
export function AudienceFields({
  kinds,
  kind,
  onKind,
  number,
  onNumber,
  pasted,
  onPasted,
  groupId,
  onGroupId,
  error,
}: {
  kinds: AudienceKind[];
  kind: AudienceKind;
  onKind: (kind: AudienceKind) => void;
  number: string;
  onNumber: (value: string) => void;
  pasted: string;
  onPasted: (value: string) => void;
  groupId: number;
  onGroupId: (value: number) => void;
  error: unknown;
}) {
  const { t } = useTranslation();
  const groups = useGroupChoices(kinds.includes('group'));
  const labels: Record<AudienceKind, string> = {
    number: t('messaging.toNumber'),
    list: t('messaging.toList'),
    group: t('messaging.toGroup'),
  };
  return (
    <Stack gap="sm">
      {kinds.length > 1 && (
        <SegmentedControl
          fullWidth
          aria-label={t('messaging.to')}
          value={kind}
          onChange={(value) => onKind(value as AudienceKind)}
          data={kinds.map((value) => ({ value, label: labels[value] }))}
        />
      )}
      {kind === 'number' && (
        <TextInput
          label={t('messaging.number')}
          description={t('messaging.numberHint')}
          inputMode="tel"
          autoComplete="tel"
          value={number}
          onChange={(event) => onNumber(event.currentTarget.value)}
          error={fieldError(error, 'to')}
        />
      )}
      {kind === 'list' && (
        <Textarea
          label={t('messaging.numbers')}
          description={t('messaging.numbersHint')}
          autosize
          minRows={3}
          maxRows={8}
          value={pasted}
          onChange={(event) => onPasted(event.currentTarget.value)}
          error={fieldError(error, 'messages')}
        />
      )}
      {kind === 'list' && pasted.trim() !== '' && (
        <Text size="xs" c="dimmed">
          {t('messaging.numbersCount', { count: parseNumberList(pasted).length })}
        </Text>
      )}
      {kind === 'group' && (
        <QueryState query={groups}>
          {(choices) =>
            choices.length === 0 ? (
              <Text size="sm">{t('messaging.noGroups')}</Text>
            ) : (
              <NativeSelect
                label={t('messaging.group')}
                value={groupId > 0 ? String(groupId) : ''}
                onChange={(event) => onGroupId(Number(event.currentTarget.value))}
                error={fieldError(error, 'group_id')}
                data={[
                  { value: '', label: t('messaging.groupPlaceholder'), disabled: true },
                  ...choices.map((group) => ({
                    value: String(group.id),
                    label: t('messaging.groupOption', { name: group.name, count: group.contacts_count }),
                  })),
                ]}
              />
            )
          }
        </QueryState>
      )}
    </Stack>
  );
}
