import { useState, type FormEvent } from 'react';
import { NativeSelect, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../contacts/dialog';
import { formatPhone, TIME_ZONE } from '../format/format';
import { ErrorAlert } from '../ui/error-alert';
import { fieldError } from '../ui/field-errors';
import { useInvitees } from './use-invitees';
import { PAYMENT_METHODS, useSavePayment, type Payment, type PaymentInput } from './use-payments';
import { SaveOrCancel } from '../ui/save-or-cancel';

/** Today in Dar es Salaam, as a date field takes it (YYYY-MM-DD). */
const todayInDar = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());

interface Form {
  invitee: string;
  amount: number | '';
  payment_method: PaymentInput['payment_method'];
  payment_date: string;
  reference: string;
  notes: string;
}

/** The invitee who paid: found by the API's search on name or phone, then chosen from the matches. */
function InviteePicker({
  eventId,
  payment,
  value,
  onChange,
  error,
}: {
  eventId: number;
  payment: Payment | null;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const invitees = useInvitees(eventId, { search: debounced, status: null, page: 1 });
  const options = (invitees.data?.data ?? []).map((invitee) => ({
    value: String(invitee.id),
    label: `${invitee.name} · ${formatPhone(invitee.phone)}`,
  }));
  if (payment && !options.some((option) => option.value === String(payment.event_invitee_id))) {
    options.unshift({
      value: String(payment.event_invitee_id),
      label: `${payment.invitee.name} · ${formatPhone(payment.invitee.phone)}`,
    });
  }
  return (
    <>
      <TextInput
        label={t('events.findInvitee')}
        type="search"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      <NativeSelect
        label={t('events.payer')}
        required
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        data={[{ value: '', label: t('events.choosePayer') }, ...options]}
        error={error}
      />
    </>
  );
}

/** Records a payment, or edits `payment`: who, how much, how (cash, mobile money, bank), its reference and day. */
export function PaymentForm({
  eventId,
  payment,
  onClose,
}: {
  eventId: number;
  payment: Payment | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState<Form>(() => ({
    invitee: payment ? String(payment.event_invitee_id) : '',
    amount: payment?.amount ?? '',
    payment_method: payment?.payment_method ?? 'cash',
    payment_date: payment?.payment_date ?? todayInDar(),
    reference: payment?.reference ?? '',
    notes: payment?.notes ?? '',
  }));
  const save = useSavePayment(eventId, payment?.id ?? null);
  const set = (patch: Partial<Form>) => setForm({ ...form, ...patch });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      {
        event_invitee_id: Number(form.invitee),
        amount: form.amount === '' ? 0 : form.amount,
        payment_method: form.payment_method,
        payment_date: form.payment_date,
        reference: form.reference.trim() || null,
        notes: form.notes.trim() || null,
      },
      { onSuccess: onClose },
    );
  };

  return (
    <Dialog onClose={onClose} title={t(payment ? 'events.editPaymentTitle' : 'events.addPaymentTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <InviteePicker
            eventId={eventId}
            payment={payment}
            value={form.invitee}
            onChange={(invitee) => set({ invitee })}
            error={fieldError(save.error, 'event_invitee_id')}
          />
          <NumberInput
            label={t('events.amount')}
            required
            min={1}
            thousandSeparator=","
            allowDecimal={false}
            value={form.amount}
            onChange={(value) => set({ amount: typeof value === 'number' ? value : '' })}
            error={fieldError(save.error, 'amount')}
          />
          <NativeSelect
            label={t('events.method')}
            value={form.payment_method}
            onChange={(e) => set({ payment_method: e.currentTarget.value as Form['payment_method'] })}
            data={PAYMENT_METHODS.map((method) => ({ value: method, label: t(`events.method_${method}`) }))}
            error={fieldError(save.error, 'payment_method')}
          />
          <TextInput
            label={t('events.reference')}
            value={form.reference}
            onChange={(e) => set({ reference: e.currentTarget.value })}
            error={fieldError(save.error, 'reference')}
          />
          <TextInput
            type="date"
            label={t('events.paymentDate')}
            required
            value={form.payment_date}
            onChange={(e) => set({ payment_date: e.currentTarget.value })}
            error={fieldError(save.error, 'payment_date')}
          />
          <Textarea
            label={t('events.notes')}
            autosize
            minRows={2}
            value={form.notes}
            onChange={(e) => set({ notes: e.currentTarget.value })}
            error={fieldError(save.error, 'notes')}
          />
          {save.isError && <ErrorAlert error={save.error} />}
          <SaveOrCancel onCancel={onClose} saving={save.isPending} />
        </Stack>
      </form>
    </Dialog>
  );
}
