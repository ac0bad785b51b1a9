import { useState, type ComponentProps, type FormEvent } from 'react';
import { Checkbox, Group, NativeSelect, NumberInput, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../contacts/dialog';
import { ErrorAlert } from '../ui/error-alert';
import { fieldError } from '../ui/field-errors';
import { MobileMoneyRows } from './mobile-money-rows';
import { PublicLink } from './public-link';
import { EVENT_STATUSES, EVENT_TYPES, useSaveEvent, type Event, type EventInput, type MobileMoney } from './use-events';
import { SaveOrCancel } from '../ui/save-or-cancel';

/** The form's text fields: empty stands for null. */
const TEXT_FIELDS = [
  'starts_at',
  'ends_at',
  'venue',
  'location_url',
  'ussd_code',
  'description',
  'public_message',
  'bank_name',
  'bank_account_number',
  'bank_account_name',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

type Form = Record<TextField, string> &
  Pick<EventInput, 'name' | 'type' | 'event_date' | 'status' | 'auto_payment_sms'> & {
    public_page: boolean;
    mobile_money: MobileMoney[];
    target_amount: number | '';
    pledge_deadline: string;
  };

const blank = (value: string | null | undefined): string => value ?? '';

function initial(event: Event | null): Form {
  return {
    name: event?.name ?? '',
    type: event?.type ?? 'wedding',
    event_date: event?.event_date ?? '',
    status: event?.status ?? 'draft',
    auto_payment_sms: event?.auto_payment_sms ?? false,
    public_page: event?.public_page ?? false,
    mobile_money: event?.mobile_money ?? [],
    target_amount: event?.target_amount ?? '',
    pledge_deadline: blank(event?.pledge_deadline),
    ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, blank(event?.[field])])) as Record<TextField, string>),
  };
}

/** The body the API takes: every field, empty ones as null (dates are Dar es Salaam calendar days). */
function toInput(form: Form): EventInput {
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, form[field].trim() || null]));
  return {
    ...texts,
    name: form.name,
    type: form.type,
    event_date: form.event_date,
    status: form.status,
    auto_payment_sms: form.auto_payment_sms,
    public_page: form.public_page,
    mobile_money: form.mobile_money.map((row) => ({ ...row, number: row.number.trim(), name: row.name.trim() })),
    target_amount: form.target_amount === '' ? null : form.target_amount,
    pledge_deadline: form.pledge_deadline || null,
  };
}

/** Creates an event, or edits `event`, in a dialog: every field the API takes. */
export function EventForm({ event, onClose }: { event: Event | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState(() => initial(event));
  const save = useSaveEvent(event?.id ?? null);
  const set = (patch: Partial<Form>) => setForm({ ...form, ...patch });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(toInput(form), { onSuccess: onClose });
  };
  const text = (field: TextField, label: string, more: Partial<ComponentProps<typeof TextInput>> = {}) => (
    <TextInput
      {...more}
      label={label}
      value={form[field]}
      onChange={(e) => set({ [field]: e.currentTarget.value })}
      error={fieldError(save.error, field)}
    />
  );

  return (
    <Dialog onClose={onClose} title={t(event ? 'events.editTitle' : 'events.addTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('events.name')}
            required
            data-autofocus
            value={form.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
            error={fieldError(save.error, 'name')}
          />
          <NativeSelect
            label={t('events.type')}
            value={form.type}
            onChange={(e) => set({ type: e.currentTarget.value as Form['type'] })}
            data={EVENT_TYPES.map((type) => ({ value: type, label: t(`events.type_${type}`) }))}
            error={fieldError(save.error, 'type')}
          />
          <TextInput
            type="date"
            label={t('events.date')}
            required
            value={form.event_date}
            onChange={(e) => set({ event_date: e.currentTarget.value })}
            error={fieldError(save.error, 'event_date')}
          />
          <Group grow gap="sm" align="flex-start">
            {text('starts_at', t('events.startsAt'), { type: 'time' })}
            {text('ends_at', t('events.endsAt'), { type: 'time' })}
          </Group>
          {text('venue', t('events.venue'))}
          {text('location_url', t('events.locationUrl'), {
            type: 'url',
            inputMode: 'url',
            placeholder: 'https://maps.app.goo.gl/…',
          })}
          <NumberInput
            label={t('events.target')}
            min={0}
            thousandSeparator=","
            allowDecimal={false}
            value={form.target_amount}
            onChange={(value) => set({ target_amount: typeof value === 'number' ? value : '' })}
            error={fieldError(save.error, 'target_amount')}
          />
          <NativeSelect
            label={t('events.status')}
            value={form.status}
            onChange={(e) => set({ status: e.currentTarget.value as Form['status'] })}
            data={EVENT_STATUSES.map((status) => ({ value: status, label: t(`events.status_${status}`) }))}
            error={fieldError(save.error, 'status')}
          />
          <Textarea
            label={t('events.description')}
            autosize
            minRows={2}
            value={form.description}
            onChange={(e) => set({ description: e.currentTarget.value })}
            error={fieldError(save.error, 'description')}
          />
          <Textarea
            label={t('events.publicMessage')}
            description={t('events.publicMessageHint')}
            autosize
            minRows={2}
            value={form.public_message}
            onChange={(e) => set({ public_message: e.currentTarget.value })}
            error={fieldError(save.error, 'public_message')}
          />
          {text('bank_name', t('events.bankName'))}
          {text('bank_account_number', t('events.bankAccountNumber'))}
          {text('bank_account_name', t('events.bankAccountName'))}
          <MobileMoneyRows
            rows={form.mobile_money}
            onChange={(mobile_money) => set({ mobile_money })}
            error={save.error}
          />
          <TextInput
            type="date"
            label={t('events.pledgeDeadline')}
            value={form.pledge_deadline}
            onChange={(e) => set({ pledge_deadline: e.currentTarget.value })}
            error={fieldError(save.error, 'pledge_deadline')}
          />
          <Checkbox
            size="md"
            label={t('events.autoPaymentSms')}
            checked={form.auto_payment_sms}
            onChange={(e) => set({ auto_payment_sms: e.currentTarget.checked })}
          />
          <Switch
            size="md"
            label={t('events.publicPage')}
            description={t('events.publicPageHint')}
            checked={form.public_page}
            onChange={(e) => set({ public_page: e.currentTarget.checked })}
            error={fieldError(save.error, 'public_page')}
          />
          {form.public_page && event?.public_url && <PublicLink url={event.public_url} />}
          {text('ussd_code', t('events.ussdCode'), {
            inputMode: 'numeric',
            description: t('events.ussdCodeHint', { code: form.ussd_code.trim() || '…' }),
          })}
          {save.isError && <ErrorAlert error={save.error} />}
          <SaveOrCancel onCancel={onClose} saving={save.isPending} />
        </Stack>
      </form>
    </Dialog>
  );
}
