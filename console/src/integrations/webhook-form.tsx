import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../contacts/dialog';
import { ErrorAlert } from '../ui/error-alert';
import { fieldError } from '../ui/field-errors';
import { WEBHOOK_EVENTS, type WebhookEndpoint, type WebhookEndpointInput, type WebhookEventType } from './use-webhooks';

/** The URL, description and events of a new endpoint, or of `endpoint` when editing it; `onSubmit` sends them. */
export function WebhookForm({
  endpoint,
  onSubmit,
  save,
  onClose,
}: {
  endpoint: WebhookEndpoint | null;
  onSubmit: (body: WebhookEndpointInput) => void;
  /** The mutation's state: pending, and its error (field errors beside their fields). */
  save: { isPending: boolean; error: Error | null };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [events, setEvents] = useState<string[]>(endpoint?.events ?? []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ url: url.trim(), description: description.trim() || null, events: events as WebhookEventType[] });
  };

  return (
    <Dialog onClose={onClose} title={t(endpoint ? 'integrations.editTitle' : 'integrations.addTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('integrations.url')}
            placeholder="https://app.example.co.tz/webhooks"
            type="url"
            inputMode="url"
            autoComplete="off"
            required
            data-autofocus
            value={url}
            onChange={(e) => setUrl(e.currentTarget.value)}
            error={fieldError(save.error, 'url')}
          />
          <TextInput
            label={t('integrations.description')}
            autoComplete="off"
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            error={fieldError(save.error, 'description')}
          />
          <Checkbox.Group
            label={t('integrations.events')}
            description={t('integrations.eventsHint')}
            value={events}
            onChange={setEvents}
            error={fieldError(save.error, 'events')}
            withAsterisk
          >
            <Stack gap="xs" mt="xs">
              {WEBHOOK_EVENTS.map((type) => (
                <Checkbox
                  key={type}
                  value={type}
                  label={`${t(`integrations.event_${type.replace('.', '_')}`)} (${type})`}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          {save.error && <ErrorAlert error={save.error} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('integrations.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('integrations.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
