import { useState, type FormEvent } from 'react';
import { Group, NativeSelect, NumberInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../contacts/dialog';
import { ErrorAlert } from '../ui/error-alert';
import { fieldError } from '../ui/field-errors';
import { CARD_TYPES, INVITEE_STATUSES, useSaveInvitee, type Invitee, type InviteeInput } from './use-invitees';
import { SaveOrCancel } from '../ui/save-or-cancel';

type Form = Required<Pick<InviteeInput, 'name' | 'phone' | 'card_type' | 'status'>> & {
  email: string;
  admits: number | '';
  pledge_amount: number | '';
  attending_count: number | '';
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
    attending_count: invitee?.attending_count ?? '',
  };
}

/**
 * Adds an invitee, or edits `invitee`: name, phone, email, card and admits (empty: the card's default), pledge, and
 * for a confirmed guest how many will come (an answer the organiser took by phone; empty: not said).
 */
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
        // Only a confirmed guest says how many come; the API clears it when they decline.
        ...(form.status === 'confirmed'
          ? { attending_count: form.attending_count === '' ? null : form.attending_count }
          : {}),
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
          {form.status === 'confirmed' && (
            <NumberInput
              label={t('events.attendingCount')}
              description={t('events.attendingCountHint')}
              min={1}
              allowDecimal={false}
              value={form.attending_count}
              onChange={(value) => set({ attending_count: typeof value === 'number' ? value : '' })}
              error={fieldError(save.error, 'attending_count')}
            />
          )}
          {save.isError && <ErrorAlert error={save.error} />}
          <SaveOrCancel onCancel={onClose} saving={save.isPending} />
        </Stack>
      </form>
    </Dialog>
  );
}
