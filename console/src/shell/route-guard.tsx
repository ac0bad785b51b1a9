import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useMe } from '../accounts/use-me';
import { eventOfPath } from '../accounts/event-access';
import { mayUse, NAV_ENTRIES, type NavEntry } from './navigation';

/**
 * The navigation entry a path belongs to: `/groups/7` to `/groups`, `/settings/webhooks` to `/settings`, and a path an
 * entry `owns` to it (`/events/7/door` to `/door`).
 */
export function entryOf(pathname: string): NavEntry | undefined {
  const owner = NAV_ENTRIES.find((entry) => entry.owns?.test(pathname));
  if (owner) return owner;
  return NAV_ENTRIES.filter((entry) =>
    entry.path === '/' ? pathname === '/' : pathname === entry.path || pathname.startsWith(`${entry.path}/`),
  ).sort((a, b) => b.path.length - a.path.length)[0];
}

/**
 * The signed-in screens, each behind its navigation entry's permissions (on one event's screens, the caller's
 * permissions on that event, a committee role's included): a screen opened by its address that the
 * caller may not use shows a calm explanation instead of the API's 403s.
 */
export function GuardedOutlet() {
  const me = useMe();
  const { pathname } = useLocation();
  const entry = entryOf(pathname);
  if (entry && !mayUse(me.data, entry, eventOfPath(pathname))) return <NotAllowed />;
  return <Outlet />;
}

function NotAllowed() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg" maw={520}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('users.notAllowedTitle')}
        </Title>
        <Text>{t('users.notAllowedText')}</Text>
        <Anchor component={Link} to="/">
          {t('users.goHome')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
