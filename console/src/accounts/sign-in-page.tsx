import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { unwrap } from '../data/errors';
import { ErrorAlert } from '../ui/error-alert';
import { fieldError } from '../ui/field-errors';
import { AuthLayout } from './auth-layout';
import { useSession } from './session';

/** Sign in with email and password (POST /login); the session token is kept on this device. */
export function SignInPage() {
  const { t } = useTranslation();
  const { api, signIn, expired } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useMutation({
    mutationFn: async () => unwrap(await api.POST('/login', { body: { email, password } })),
    onSuccess: (session) => signIn(session.token),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate();
  };

  return (
    <AuthLayout title={t('auth.signInTitle')}>
      {expired && !login.isError && <Alert color="yellow">{t('auth.sessionExpired')}</Alert>}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={fieldError(login.error, 'email')}
          />
          <PasswordInput
            label={t('fields.password')}
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={fieldError(login.error, 'password')}
            aria-invalid={fieldError(login.error, 'password') !== undefined}
          />
          {login.isError && <ErrorAlert error={login.error} />}
          <Button type="submit" size="md" fullWidth loading={login.isPending}>
            {t('auth.signIn')}
          </Button>
        </Stack>
      </form>
      <Stack gap={4} align="center">
        <Anchor component={Link} to="/forgot-password" size="sm" py={6}>
          {t('auth.forgotPassword')}
        </Anchor>
        <Anchor component={Link} to="/register" size="sm" py={6}>
          {t('auth.noAccount')}
        </Anchor>
      </Stack>
    </AuthLayout>
  );
}
