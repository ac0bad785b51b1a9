import { Suspense } from 'react';
import { Button, Center, Container, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { LanguageSwitch } from '../shell/language-switch';
import { useAdminSession } from './admin-session';

const SECTIONS = [
  { path: '/', key: 'admin.navOverview' },
  { path: '/tenants', key: 'admin.navTenants' },
  { path: '/purchases', key: 'admin.navPurchases' },
  { path: '/sender-ids', key: 'admin.navSenderIds' },
] as const;

/** The signed-in frame: the console's name, language and sign-out above the sections as wrapping buttons. */
export function AdminShell() {
  const { t } = useTranslation();
  const { signOut } = useAdminSession();
  return (
    <Container size="lg" px="md" py="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} c="blue.8">
            {t('admin.title')}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitch />
            <Button size="xs" variant="subtle" onClick={signOut}>
              {t('admin.signOut')}
            </Button>
          </Group>
        </Group>
        <Group component="nav" aria-label={t('admin.navLabel')} gap="xs">
          {SECTIONS.map((section) => (
            <NavLink key={section.path} to={section.path} end style={{ textDecoration: 'none' }}>
              {({ isActive }) => (
                <Button component="span" size="sm" variant={isActive ? 'filled' : 'light'}>
                  {t(section.key)}
                </Button>
              )}
            </NavLink>
          ))}
        </Group>
        <main>
          <Suspense
            fallback={
              <Center py="xl">
                <Loader aria-label={t('app.loading')} />
              </Center>
            }
          >
            <Outlet />
          </Suspense>
        </main>
      </Stack>
    </Container>
  );
}
