import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { unwrap } from '../data/errors';
import { ErrorAlert } from '../ui/error-alert';
import { fieldError } from '../ui/field-errors';
import { AuthLayout } from './auth-layout';
import { useSession } from './session';

/** Where the mailed link lands (/app/reset-password?token=…&email=…): a new password (POST /reset-password). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { api } = useSession();
  const [params] = useSearchParams();
  const [form, setForm] = useState({
    token: params.get('token') ?? '',
    email: params.get('email') ?? '',
    password: '',
    password_confirmation: '',
  });
  const reset = useMutation({
    mutationFn: async () => unwrap(await api.POST('/reset-password', { body: form })),
  });
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (e: { currentTarget: HTMLInputElement }) => setForm({ ...form, [name]: e.currentTarget.value }),
    error: fieldError(reset.error, name),
    // Mantine's PasswordInput does not mark its input invalid by itself; a screen reader must hear it.
    'aria-invalid': fieldError(reset.error, name) !== undefined,
    required: true,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    reset.mutate();
  };

  return (
    <AuthLayout title={t('auth.resetTitle')}>
      {reset.isSuccess ? (
        <Alert color="teal" role="status">
          {t('auth.resetDone')}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            {!params.get('token') && <Alert color="yellow">{t('auth.resetMissingToken')}</Alert>}
            <TextInput label={t('fields.email')} type="email" autoComplete="email" {...field('email')} />
            {/* The mailed link carries the code: asked for only when it did not, or when the API refused it. */}
            {(!params.get('token') || fieldError(reset.error, 'token')) && (
              <TextInput label={t('fields.token')} autoComplete="one-time-code" {...field('token')} />
            )}
            <PasswordInput label={t('fields.password')} autoComplete="new-password" {...field('password')} />
            <PasswordInput
              label={t('fields.passwordConfirmation')}
              autoComplete="new-password"
              {...field('password_confirmation')}
            />
            {reset.isError && <ErrorAlert error={reset.error} />}
            <Button type="submit" size="md" fullWidth loading={reset.isPending}>
              {t('auth.resetSubmit')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/sign-in" size="sm" ta="center" py={6}>
        {t('auth.backToSignIn')}
      </Anchor>
    </AuthLayout>
  );
}
