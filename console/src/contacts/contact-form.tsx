import { useState, type FormEvent } from 'react';
import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog';
import { formatPhone } from '../format/format';
import { ErrorAlert } from '../ui/error-alert';
import { fieldError } from '../ui/field-errors';
import { useSaveContact, type Contact } from './use-contacts';
import { SaveOrCancel } from '../ui/save-or-cancel';

/** The form's fields as the API takes them; an empty email or birth date is sent as none. */
const initial = (contact: Contact | null) => ({
  name: contact?.name ?? '',
  phone: contact ? formatPhone(contact.phone) : '',
  email: contact?.email ?? '',
  birth_date: contact?.birth_date ?? '',
});

/** Adds a contact, or edits `contact`, in a dialog; the API's field errors show beside their fields. */
export function ContactForm({ contact, onClose }: { contact: Contact | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState(() => initial(contact));
  const save = useSaveContact(contact?.id ?? null);
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (e: { currentTarget: HTMLInputElement }) => setForm({ ...form, [name]: e.currentTarget.value }),
    error: fieldError(save.error, name),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { name: form.name, phone: form.phone, email: form.email || null, birth_date: form.birth_date || null },
      { onSuccess: onClose },
    );
  };

  return (
    <Dialog onClose={onClose} title={t(contact ? 'contacts.editTitle' : 'contacts.addTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={t('contacts.name')} autoComplete="off" required data-autofocus {...field('name')} />
          <TextInput
            label={t('contacts.phone')}
            placeholder={t('fields.phoneHint')}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            required
            {...field('phone')}
          />
          <TextInput label={t('contacts.email')} type="email" autoComplete="off" {...field('email')} />
          <TextInput label={t('contacts.birthDate')} type="date" {...field('birth_date')} />
          {save.isError && <ErrorAlert error={save.error} />}
          <SaveOrCancel onCancel={onClose} saving={save.isPending} />
        </Stack>
      </form>
    </Dialog>
  );
}
