import { lazy, Suspense } from 'react';
import { Center, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Outlet, Route, Routes, useLocation } from 'react-router';
import { ForgotPasswordPage } from './accounts/forgot-password-page';
import { RegisterPage } from './accounts/register-page';
import { ResetPasswordPage } from './accounts/reset-password-page';
import { useSession } from './accounts/session';
import { SignInPage } from './accounts/sign-in-page';
import { useMe } from './accounts/use-me';
import { ConsoleShell } from './shell/app-shell';
import { NAV_ENTRIES } from './shell/navigation';
import { ErrorAlert } from './ui/error-alert';

/**
 * Each area's screens are a chunk of their own, loaded when first opened: the first load stays the libraries and the
 * sign-in screens (its budget is checked by the build and test/browser/console.test.ts). New areas follow this line.
 */
const HomePage = lazy(() => import('./dashboard/home-page').then((m) => ({ default: m.HomePage })));
const ContactsPage = lazy(() => import('./contacts/contacts-page').then((m) => ({ default: m.ContactsPage })));
const GroupsPage = lazy(() => import('./groups/groups-page').then((m) => ({ default: m.GroupsPage })));
const GroupPage = lazy(() => import('./groups/group-page').then((m) => ({ default: m.GroupPage })));
const ComposePage = lazy(() => import('./messaging/compose-page').then((m) => ({ default: m.ComposePage })));
const MessagesPage = lazy(() => import('./messaging/messages-page').then((m) => ({ default: m.MessagesPage })));
const MessagePage = lazy(() => import('./messaging/message-page').then((m) => ({ default: m.MessagePage })));
const BatchesPage = lazy(() => import('./messaging/batches-page').then((m) => ({ default: m.BatchesPage })));
const EventsPage = lazy(() => import('./events/events-page').then((m) => ({ default: m.EventsPage })));
const EventPage = lazy(() => import('./events/event-page').then((m) => ({ default: m.EventPage })));
const WebhooksPage = lazy(() => import('./integrations/webhooks-page').then((m) => ({ default: m.WebhooksPage })));
const WebhookPage = lazy(() => import('./integrations/webhook-page').then((m) => ({ default: m.WebhookPage })));
const UsersPage = lazy(() => import('./users/users-page').then((m) => ({ default: m.UsersPage })));
const ApiKeysPage = lazy(() => import('./integrations/api-keys-page').then((m) => ({ default: m.ApiKeysPage })));
const TemplatesPage = lazy(() => import('./templates/templates-page').then((m) => ({ default: m.TemplatesPage })));
const CreditsPage = lazy(() => import('./credits/credits-page').then((m) => ({ default: m.CreditsPage })));
const PurchasePage = lazy(() => import('./credits/purchase-page').then((m) => ({ default: m.PurchasePage })));
const SettingsPage = lazy(() => import('./settings/settings-page').then((m) => ({ default: m.SettingsPage })));
const SenderIdsPage = lazy(() => import('./settings/sender-ids-page').then((m) => ({ default: m.SenderIdsPage })));
const QuietHoursPage = lazy(() => import('./settings/quiet-hours-page').then((m) => ({ default: m.QuietHoursPage })));
const LowBalancePage = lazy(() => import('./settings/low-balance-page').then((m) => ({ default: m.LowBalancePage })));
const BirthdayPage = lazy(() => import('./settings/birthday-page').then((m) => ({ default: m.BirthdayPage })));
const OptOutsPage = lazy(() => import('./settings/opt-outs-page').then((m) => ({ default: m.OptOutsPage })));
const SmsInboxPage = lazy(() => import('./messaging/sms-inbox-page').then((m) => ({ default: m.SmsInboxPage })));
const ChatPage = lazy(() => import('./chat/chat-page').then((m) => ({ default: m.ChatPage })));
const StagesPage = lazy(() => import('./stages/stages-page').then((m) => ({ default: m.StagesPage })));
const DoorEventsPage = lazy(() => import('./door/door-events-page').then((m) => ({ default: m.DoorEventsPage })));
const DoorPage = lazy(() => import('./door/door-page').then((m) => ({ default: m.DoorPage })));

/** The navigation's screens that are built (the others are still ComingSoon). */
const BUILT = new Set([
  '/',
  '/contacts',
  '/groups',
  '/compose',
  '/messages',
  '/events',
  '/users',
  '/templates',
  '/credits',
  '/settings',
  '/chat',
  '/door',
]);

function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader aria-label={t('app.loading')} />
    </Center>
  );
}

/** Signed-in screens: without a session, sign in first (and come back here after). */
function RequireSession() {
  const { signedIn } = useSession();
  const me = useMe();
  const location = useLocation();
  if (!signedIn) return <Navigate to="/sign-in" replace state={{ from: location.pathname }} />;
  if (me.isPending) return <PageLoader />;
  if (me.isError) return <ErrorAlert error={me.error} onRetry={() => void me.refetch()} />;
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}

/** Signed-out screens: a signed-in person goes where they were headed, or home. */
function RequireNoSession() {
  const { signedIn } = useSession();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return signedIn ? <Navigate to={from ?? '/'} replace /> : <Outlet />;
}

/** A screen that a later step of the console builds. */
function ComingSoon() {
  const { t } = useTranslation();
  return <Text>{t('app.comingSoon')}</Text>;
}

/** The console's routes, under /app. */
export function App() {
  return (
    <BrowserRouter basename="/app">
      <Routes>
        <Route element={<RequireNoSession />}>
          <Route path="sign-in" element={<SignInPage />} />
          <Route path="register" element={<RegisterPage />} />
          <Route path="forgot-password" element={<ForgotPasswordPage />} />
        </Route>
        {/* Reachable signed in or out: the mailed link may be opened on a phone that is signed in. */}
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route element={<RequireSession />}>
          <Route element={<ConsoleShell />}>
            <Route index element={<HomePage />} />
            <Route path="contacts" element={<ContactsPage />} />
            <Route path="groups" element={<GroupsPage />} />
            <Route path="groups/:groupId" element={<GroupPage />} />
            <Route path="compose" element={<ComposePage />} />
            <Route path="messages" element={<MessagesPage />} />
            <Route path="messages/batches" element={<BatchesPage />} />
            <Route path="messages/inbox" element={<SmsInboxPage />} />
            <Route path="messages/:messageId" element={<MessagePage />} />
            <Route path="events" element={<EventsPage />} />
            <Route path="events/:eventId" element={<EventPage />} />
            <Route path="settings/webhooks" element={<WebhooksPage />} />
            <Route path="settings/webhooks/:endpointId" element={<WebhookPage />} />
            <Route path="settings/api-keys" element={<ApiKeysPage />} />
            <Route path="users" element={<UsersPage />} />
            <Route path="templates" element={<TemplatesPage />} />
            <Route path="credits" element={<CreditsPage />} />
            <Route path="credits/purchases/:purchaseId" element={<PurchasePage />} />
            <Route path="settings" element={<SettingsPage />} />
            <Route path="settings/sender-ids" element={<SenderIdsPage />} />
            <Route path="settings/quiet-hours" element={<QuietHoursPage />} />
            <Route path="settings/low-balance" element={<LowBalancePage />} />
            <Route path="settings/birthday" element={<BirthdayPage />} />
            <Route path="settings/opt-outs" element={<OptOutsPage />} />
            <Route path="events/:eventId/stages" element={<StagesPage />} />
            <Route path="chat" element={<ChatPage />} />
            <Route path="door" element={<DoorEventsPage />} />
            <Route path="events/:eventId/door" element={<DoorPage />} />
            {NAV_ENTRIES.filter((entry) => !BUILT.has(entry.path)).map((entry) => (
              <Route key={entry.path} path={entry.path.slice(1)} element={<ComingSoon />} />
            ))}
          </Route>
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </BrowserRouter>
  );
}
