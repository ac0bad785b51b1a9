import { useState } from 'react';
import { ActionIcon, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '../format/format';
import { ConfirmDelete } from './confirm-delete';
import { ContactForm } from './contact-form';
import { useDeleteContact, type Contact } from './use-contacts';

/** One contact as a card (a phone's list): name, phone, email, groups; edit and delete when the caller may. */
export function ContactCard({
  contact,
  mayEdit,
  mayDelete,
}: {
  contact: Contact;
  mayEdit: boolean;
  mayDelete: boolean;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteContact(contact.id);

  return (
    <Card withBorder padding="sm" radius="md" component="li" aria-label={contact.name}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Stack gap={2} miw={0}>
          <Text fw={600} truncate>
            {contact.name}
          </Text>
          <Text size="sm">{formatPhone(contact.phone)}</Text>
          {contact.email && (
            <Text size="sm" c="dimmed" truncate>
              {contact.email}
            </Text>
          )}
          {contact.groups.length > 0 && (
            <Group gap={4} mt={4}>
              {contact.groups.map((group) => (
                <Badge key={group.id} variant="light" size="sm">
                  {group.name}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap">
          {mayEdit && (
            <ActionIcon
              variant="light"
              size="lg"
              aria-label={t('contacts.editOne', { name: contact.name })}
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
              aria-label={t('contacts.deleteOne', { name: contact.name })}
              onClick={() => setDeleting(true)}
            >
              ✕
            </ActionIcon>
          )}
        </Group>
      </Group>
      {editing && <ContactForm contact={contact} onClose={() => setEditing(false)} />}
      {deleting && (
        <ConfirmDelete
          title={t('contacts.deleteTitle')}
          text={t('contacts.deleteText', { name: contact.name })}
          remove={remove}
          onClose={() => setDeleting(false)}
        />
      )}
    </Card>
  );
}
