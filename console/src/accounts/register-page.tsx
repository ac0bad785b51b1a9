import { useState, type FormEvent } from 'react';
import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { unwrap } from '../data/errors';
import { ErrorAlert } from '../ui/error-alert';
import { fieldError } from '../ui/field-errors';
import { AuthLayout } from './auth-layout';
import { useSession } from './session';

const EMPTY = { org_name: '', name: '', phone: '', email: '', password: '', password_confirmation: '' };

/** Registers an organisation and its first admin (POST /register), who is signed in at once. */
export function RegisterPage() {
  const { t } = useTranslation();
  const { api, signIn } = useSession();
  const [form, setForm] = useState(EMPTY);
  const register = useMutation({
    mutationFn: async () => unwrap(await api.POST('/register', { body: form })),
    onSuccess: (registration) => signIn(registration.token),
  });
  const field = (name: keyof typeof EMPTY) => ({
    value: form[name],
    onChange: (e: { currentTarget: HTMLInputElement }) => setForm({ ...form, [name]: e.currentTarget.value }),
    error: fieldError(register.error, name),
    // Mantine's PasswordInput does not mark its input invalid by itself; a screen reader must hear it.
    'aria-invalid': fieldError(register.error, name) !== undefined,
    required: true,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    register.mutate();
  };

  return (
    <AuthLayout title={t('auth.registerTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={t('fields.orgName')} autoComplete="organization" {...field('org_name')} />
          <TextInput label={t('fields.name')} autoComplete="name" {...field('name')} />
          <TextInput
            label={t('fields.phone')}
            placeholder={t('fields.phoneHint')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            {...field('phone')}
          />
          <TextInput label={t('fields.email')} type="email" autoComplete="email" {...field('email')} />
          <PasswordInput label={t('fields.password')} autoComplete="new-password" {...field('password')} />
          <PasswordInput
            label={t('fields.passwordConfirmation')}
            autoComplete="new-password"
            {...field('password_confirmation')}
          />
          {register.isError && <ErrorAlert error={register.error} />}
          <Button type="submit" size="md" fullWidth loading={register.isPending}>
            {t('auth.register')}
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to="/sign-in" size="sm" ta="center" py={6}>
        {t('auth.haveAccount')}
      </Anchor>
    </AuthLayout>
  );
}
