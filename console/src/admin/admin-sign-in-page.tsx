import { useState, type FormEvent } from 'react';
import { Alert, Button, Container, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createConsoleClient } from '../data/client';
import { unwrap } from '../data/errors';
import { LanguageSwitch } from '../shell/language-switch';
import { ErrorAlert } from '../ui/error-alert';
import { fieldError } from '../ui/field-errors';
import { useAdminSession } from './admin-session';

/**
 * Platform admins sign in as everyone does (POST /login); only a `super_admin` session is kept. An organisation's
 * user is told so, and the session just made for them is revoked at once (POST /logout).
 */
export function AdminSignInPage() {
  const { t } = useTranslation();
  const { signIn } = useAdminSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [notAdmin, setNotAdmin] = useState(false);
  const login = useMutation({
    mutationFn: async () => {
      const session = unwrap(await createConsoleClient(null, () => {}).POST('/login', { body: { email, password } }));
      if (session.user_type !== 'super_admin') {
        await createConsoleClient(session.token, () => {}).POST('/logout');
        return null;
      }
      return session.token;
    },
    onMutate: () => setNotAdmin(false),
    onSuccess: (token) => (token ? signIn(token) : setNotAdmin(true)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate();
  };

  return (
    <Container size={440} px="md" py="lg" component="main">
      <Group justify="space-between" mb="lg" wrap="nowrap">
        <Text fw={700} c="blue.8">
          {t('admin.title')}
        </Text>
        <LanguageSwitch />
      </Group>
      <Paper withBorder shadow="sm" p="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Title order={1} size="h3">
              {t('admin.signInTitle')}
            </Title>
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
            />
            {notAdmin && (
              <Alert color="red" role="alert" title={t('admin.notPlatformAdminTitle')}>
                {t('admin.notPlatformAdmin')}
              </Alert>
            )}
            {login.isError && <ErrorAlert error={login.error} />}
            <Button type="submit" size="md" fullWidth loading={login.isPending}>
              {t('auth.signIn')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
