import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { unwrap } from '../data/errors';
import { ErrorAlert } from '../ui/error-alert';
import { fieldError } from '../ui/field-errors';
import { AuthLayout } from './auth-layout';
import { useSession } from './session';

/** Asks for a reset link by mail (POST /forgot-password answers the same for every email). */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { api } = useSession();
  const [email, setEmail] = useState('');
  const request = useMutation({
    mutationFn: async () => unwrap(await api.POST('/forgot-password', { body: { email } })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate();
  };

  return (
    <AuthLayout title={t('auth.forgotTitle')}>
      {request.isSuccess ? (
        <Alert color="teal" role="status">
          {t('auth.linkSent')}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm">{t('auth.forgotHint')}</Text>
            <TextInput
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={fieldError(request.error, 'email')}
            />
            {request.isError && <ErrorAlert error={request.error} />}
            <Button type="submit" size="md" fullWidth loading={request.isPending}>
              {t('auth.sendLink')}
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
