import { useState } from 'react';
import { ActionIcon, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete } from '../contacts/confirm-delete';
import { formatDateTime } from '../format/format';
import { TemplateForm } from './template-form';
import { TemplateText } from './template-text';
import { useDeleteTemplate, type Template } from './use-templates';

/** One template as a card: its name, its text with the placeholders marked; edit and delete when the caller may. */
export function TemplateCard({
  template,
  mayEdit,
  mayDelete,
}: {
  template: Template;
  mayEdit: boolean;
  mayDelete: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteTemplate(template.id);

  return (
    <Card withBorder padding="sm" radius="md" component="li" aria-label={template.name}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Stack gap={4} miw={0}>
          <Text fw={600} truncate>
            {template.name}
          </Text>
          <TemplateText body={template.body} />
          <Text size="xs" c="dimmed">
            {t('templates.updated', { when: formatDateTime(template.updated_at, i18n.language) })}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          {mayEdit && (
            <ActionIcon
              variant="light"
              size="lg"
              aria-label={t('templates.editOne', { name: template.name })}
              onClick={() => setEditing(true)}
            >
              ✎
            </ActionIcon>
          )}
          {mayDelete && (
            <ActionIcon
              variant="light"
              color="red"
              size="lg"
              aria-label={t('templates.deleteOne', { name: template.name })}
              onClick={() => setDeleting(true)}
            >
              ✕
            </ActionIcon>
          )}
        </Group>
      </Group>
      {editing && <TemplateForm template={template} onClose={() => setEditing(false)} />}
      {deleting && (
        <ConfirmDelete
          title={t('templates.deleteTitle')}
          text={t('templates.deleteText', { name: template.name })}
          remove={remove}
          onClose={() => setDeleting(false)}
        />
      )}
    </Card>
  );
}
