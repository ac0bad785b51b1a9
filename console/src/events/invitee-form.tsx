import { useState, type FormEvent } from 'react';
import { Button, Group, NativeSelect, NumberInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../contacts/dialog';
import { ErrorAlert } from '../ui/error-alert';
import { fieldError } from '../ui/field-errors';
import { CARD_TYPES, INVITEE_STATUSES, useSaveInvitee, type Invitee, type InviteeInput } from './use-invitees';

type Form = Required<Pick<InviteeInput, 'name' | 'phone' | 'card_type' | 'status'>> & {
  email: string;
  admits: number | '';
  pledge_amount: number | '';
};

function initial(invitee: Invitee | null): Form {
  return {
    name: invitee?.name ?? '',
    phone: invitee?.phone ?? '',
    email: invitee?.email ?? '',
    card_type: invitee?.card_type ?? 'single',
    status: invitee?.status ?? 'pending',
    admits: invitee?.admits ?? '',
    pledge_amount: invitee?.pledge_amount || '',
  };
}

/** Adds an invitee, or edits `invitee`: name, phone, email, card and admits (empty: the card's default), pledge. */
export function InviteeForm({
  eventId,
  invitee,
  onClose,
}: {
  eventId: number;
  invitee: Invitee | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState(() => initial(invitee));
  const save = useSaveInvitee(eventId, invitee?.id ?? null);
  const set = (patch: Partial<Form>) => setForm({ ...form, ...patch });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      {
        name: form.name,
        phone: form.phone,
        email: form.email.trim() || null,
        card_type: form.card_type,
        status: form.status,
        pledge_amount: form.pledge_amount === '' ? 0 : form.pledge_amount,
        ...(form.admits === '' ? {} : { admits: form.admits }),
      },
      { onSuccess: onClose },
    );
  };

  return (
    <Dialog onClose={onClose} title={t(invitee ? 'events.editInviteeTitle' : 'events.addInviteeTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('events.inviteeName')}
            required
            data-autofocus
            value={form.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
            error={fieldError(save.error, 'name')}
          />
          <TextInput
            label={t('events.inviteePhone')}
            required
            type="tel"
            value={form.phone}
            onChange={(e) => set({ phone: e.currentTarget.value })}
            error={fieldError(save.error, 'phone')}
          />
          <TextInput
            label={t('events.inviteeEmail')}
            type="email"
            value={form.email}
            onChange={(e) => set({ email: e.currentTarget.value })}
            error={fieldError(save.error, 'email')}
          />
          <Group grow gap="sm" align="flex-end">
            <NativeSelect
              label={t('events.cardType')}
              value={form.card_type}
              onChange={(e) => set({ card_type: e.currentTarget.value as Form['card_type'] })}
              data={CARD_TYPES.map((type) => ({ value: type, label: t(`events.card_${type}`) }))}
              error={fieldError(save.error, 'card_type')}
            />
            <NumberInput
              label={t('events.admits')}
              description={t('events.admitsHint')}
              min={1}
              allowDecimal={false}
              value={form.admits}
              onChange={(value) => set({ admits: typeof value === 'number' ? value : '' })}
              error={fieldError(save.error, 'admits')}
            />
          </Group>
          <NumberInput
            label={t('events.pledgeAmount')}
            min={0}
            thousandSeparator=","
            allowDecimal={false}
            value={form.pledge_amount}
            onChange={(value) => set({ pledge_amount: typeof value === 'number' ? value : '' })}
            error={fieldError(save.error, 'pledge_amount')}
          />
          <NativeSelect
            label={t('events.inviteeStatus')}
            value={form.status}
            onChange={(e) => set({ status: e.currentTarget.value as Form['status'] })}
            data={INVITEE_STATUSES.map((status) => ({ value: status, label: t(`events.invitee_${status}`) }))}
            error={fieldError(save.error, 'status')}
          />
          {save.isError && <ErrorAlert error={save.error} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('contacts.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('contacts.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
