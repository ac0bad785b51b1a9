import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../contacts/dialog';
import { ErrorAlert } from '../ui/error-alert';
import { fieldError } from '../ui/field-errors';
import { PLACEHOLDERS, useSaveTemplate, type Template } from './use-templates';

/** Adds a template, or edits `template`, in a dialog; a tap on a placeholder adds it to the end of the text. */
export function TemplateForm({ template, onClose }: { template: Template | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(template?.name ?? '');
  const [body, setBody] = useState(template?.body ?? '');
  const save = useSaveTemplate(template?.id ?? null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ name, body }, { onSuccess: onClose });
  };

  return (
    <Dialog onClose={onClose} title={t(template ? 'templates.editTitle' : 'templates.addTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('templates.name')}
            autoComplete="off"
            required
            data-autofocus
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={fieldError(save.error, 'name')}
          />
          <Textarea
            label={t('templates.body')}
            required
            autosize
            minRows={4}
            value={body}
            onChange={(e) => setBody(e.currentTarget.value)}
            error={fieldError(save.error, 'body')}
          />
          <Stack gap={4}>
            <Text size="sm">{t('templates.placeholdersHint')}</Text>
            <Group gap="xs">
              {PLACEHOLDERS.map((placeholder) => (
                <Button
                  key={placeholder}
                  size="compact-sm"
                  variant="light"
                  aria-label={t('templates.insert', { placeholder })}
                  onClick={() => setBody((text) => `${text}${text && !text.endsWith(' ') ? ' ' : ''}${placeholder}`)}
                >
                  {placeholder}
                </Button>
              ))}
            </Group>
          </Stack>
          {save.isError && <ErrorAlert error={save.error} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('templates.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('templates.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
