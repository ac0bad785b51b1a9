import { Checkbox, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../ui/field-errors';
import { QueryState } from '../ui/query-state';
import type { StageDraft } from './stage-draft';
import { useChatTemplates } from './use-stages';

/** A chat stage's approved template, one value per template variable (placeholders allowed), and the SMS fallback. */
export function ChatStageFields({
  draft,
  onChange,
  error,
}: {
  draft: StageDraft;
  onChange: (patch: Partial<StageDraft>) => void;
  error: unknown;
}) {
  const { t } = useTranslation();
  const templates = useChatTemplates(true);
  return (
    <QueryState query={templates}>
      {(choices) => {
        const chosen = choices.find((template) => template.id === draft.chatTemplateId);
        return (
          <Stack gap="xs">
            <NativeSelect
              label={t('stages.chatTemplate')}
              value={draft.chatTemplateId === null ? '' : String(draft.chatTemplateId)}
              onChange={(event) => {
                const id = event.currentTarget.value === '' ? null : Number(event.currentTarget.value);
                const template = choices.find((choice) => choice.id === id);
                onChange({ chatTemplateId: id, chatVariables: (template?.variables ?? []).map(() => '') });
              }}
              error={fieldError(error, 'chat_template_id')}
              data={[
                {
                  value: '',
                  label: choices.length > 0 ? t('stages.chooseTemplate') : t('stages.noChatTemplates'),
                  disabled: true,
                },
                ...choices.map((template) => ({
                  value: String(template.id),
                  label: `${template.name} (${template.language})`,
                })),
              ]}
            />
            {chosen?.variables.map((label, index) => (
              <TextInput
                key={index}
                label={t('stages.chatVariable', { position: index + 1, example: label })}
                value={draft.chatVariables[index] ?? ''}
                onChange={(event) => {
                  const values = [...draft.chatVariables];
                  values[index] = event.currentTarget.value;
                  onChange({ chatVariables: values });
                }}
              />
            ))}
            {fieldError(error, 'chat_variables') && (
              <Text size="xs" c="red.9">
                {fieldError(error, 'chat_variables')}
              </Text>
            )}
            <Checkbox
              label={t('stages.smsFallback')}
              checked={draft.smsFallback}
              onChange={(event) => onChange({ smsFallback: event.currentTarget.checked })}
            />
          </Stack>
        );
      }}
    </QueryState>
  );
}
