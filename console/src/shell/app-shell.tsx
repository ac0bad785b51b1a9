import { AppShell, Burger, Button, Group, NavLink, ScrollArea, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { useSession } from '../accounts/session';
import { useMe } from '../accounts/use-me';
import { LanguageSwitch } from './language-switch';
import { visibleEntries } from './navigation';
import { GuardedOutlet } from './route-guard';

/** The signed-in frame: a header (menu, name, language) and a drawer with what the caller's permissions allow. */
export function ConsoleShell() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure();
  const location = useLocation();
  const me = useMe();
  const { api, signOut } = useSession();
  const logout = useMutation({
    // The token is revoked on the server first; it is forgotten here whatever the answer (a network error included).
    mutationFn: async () => api.POST('/logout'),
    onSettled: () => signOut(),
  });

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" miw={0} flex={1}>
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('nav.open')} />
            <Title order={1} size="h4" lineClamp={1}>
              {me.data?.tenant?.name ?? t('app.name')}
            </Title>
          </Group>
          <LanguageSwitch />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('nav.open')}>
        <AppShell.Section grow component={ScrollArea}>
          {visibleEntries(me.data).map((entry) => (
            <NavLink
              key={entry.path}
              component={RouterNavLink}
              to={entry.path}
              end={entry.path === '/'}
              label={t(entry.label)}
              active={entry.path === '/' ? location.pathname === '/' : location.pathname.startsWith(entry.path)}
              onClick={close}
              py="sm"
            />
          ))}
        </AppShell.Section>
        <AppShell.Section>
          {me.data && (
            <Text size="sm" c="dimmed" px="sm" pb="xs" truncate>
              {me.data.user.name} · {me.data.user.email}
            </Text>
          )}
          <Button fullWidth variant="light" loading={logout.isPending} onClick={() => logout.mutate()}>
            {t('auth.signOut')}
          </Button>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <GuardedOutlet />
      </AppShell.Main>
    </AppShell>
  );
}
