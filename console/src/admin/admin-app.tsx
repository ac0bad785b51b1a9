import { lazy } from 'react';
import { BrowserRouter, Navigate, Outlet, Route, Routes } from 'react-router';
import { AdminShell } from './admin-shell';
import { AdminSignInPage } from './admin-sign-in-page';
import { useAdminSession } from './admin-session';

// Each section is a chunk of its own: the first load is the libraries and the sign-in screen.
const OverviewPage = lazy(() => import('./overview-page').then((m) => ({ default: m.OverviewPage })));
const TenantsPage = lazy(() => import('./tenants-page').then((m) => ({ default: m.TenantsPage })));
const PurchasesPage = lazy(() => import('./purchases-page').then((m) => ({ default: m.PurchasesPage })));
const SenderIdsPage = lazy(() => import('./sender-ids-page').then((m) => ({ default: m.SenderIdsPage })));

function RequireAdmin() {
  const { token } = useAdminSession();
  return token ? <Outlet /> : <Navigate to="/sign-in" replace />;
}

function RequireNoAdmin() {
  const { token } = useAdminSession();
  return token ? <Navigate to="/" replace /> : <Outlet />;
}

/** The platform admins' console, under /admin. */
export function AdminApp() {
  return (
    <BrowserRouter basename="/admin">
      <Routes>
        <Route element={<RequireNoAdmin />}>
          <Route path="sign-in" element={<AdminSignInPage />} />
        </Route>
        <Route element={<RequireAdmin />}>
          <Route element={<AdminShell />}>
            <Route index element={<OverviewPage />} />
            <Route path="tenants" element={<TenantsPage />} />
            <Route path="purchases" element={<PurchasesPage />} />
            <Route path="sender-ids" element={<SenderIdsPage />} />
          </Route>
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </BrowserRouter>
  );
}
