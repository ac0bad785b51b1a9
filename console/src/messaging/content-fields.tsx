import { NativeSelect, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../ui/field-errors';
import { QueryState } from '../ui/query-state';
import { placeholderNames } from './compose-draft';
import { useTemplateChoices } from './use-compose-choices';

/** The message: free text, or a saved template with the placeholders each recipient's values fill. */
export function ContentFields({
  templatesAllowed,
  useTemplate,
  onUseTemplate,
  text,
  onText,
  templateId,
  onTemplateId,
  error,
}: {
  templatesAllowed: boolean;
  useTemplate: boolean;
  onUseTemplate: (value: boolean) => void;
  text: string;
  onText: (value: string) => void;
  templateId: number | null;
  onTemplateId: (value: number | null) => void;
  error: unknown;
}) {
  const { t } = useTranslation();
  const templates = useTemplateChoices(templatesAllowed);
  return (
    <Stack gap="sm">
      {templatesAllowed && (
        <SegmentedControl
          fullWidth
          aria-label={t('messaging.message')}
          value={useTemplate ? 'template' : 'text'}
          onChange={(value) => onUseTemplate(value === 'template')}
          data={[
            { value: 'text', label: t('messaging.freeText') },
            { value: 'template', label: t('messaging.useTemplate') },
          ]}
        />
      )}
      {useTemplate ? (
        <QueryState query={templates}>
          {(choices) => {
            const chosen = choices.find((template) => template.id === templateId);
            const names = chosen ? placeholderNames(chosen.body) : [];
            return (
              <Stack gap="xs">
                <NativeSelect
                  label={t('messaging.template')}
                  value={templateId === null ? '' : String(templateId)}
                  onChange={(event) =>
                    onTemplateId(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))
                  }
                  error={fieldError(error, 'template_id')}
                  data={[
                    { value: '', label: t('messaging.templatePlaceholder'), disabled: true },
                    ...choices.map((template) => ({ value: String(template.id), label: template.name })),
                  ]}
                />
                {chosen && (
                  <>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {chosen.body}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {names.length > 0
                        ? t('messaging.placeholders', { names: names.map((name) => `{${name}}`).join(', ') })
                        : t('messaging.noPlaceholders')}
                    </Text>
                  </>
                )}
              </Stack>
            );
          }}
        </QueryState>
      ) : (
        <Textarea
          label={t('messaging.text')}
          autosize
          minRows={4}
          maxRows={12}
          maxLength={4000}
          value={text}
          onChange={(event) => onText(event.currentTarget.value)}
          error={fieldError(error, 'text')}
        />
      )}
    </Stack>
  );
}
