import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createTheme, MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from './data/errors';
import { SessionProvider } from './accounts/session';
import { initI18n } from './i18n/i18n';
import { App } from './app';
import { registerServiceWorker } from './shell/register-service-worker';

/** The nonce of this page's Content-Security-Policy, put into index.html by the server for Mantine's <style> tags. */
const styleNonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? '';

// Shade 8 of blue: white on it, and it on white, pass WCAG AA contrast (Mantine's default shade 6 does not).
const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, sans-serif',
});

// Dimmed text in gray 7 and errors in red 9: Mantine's gray 6 and red 6 on white fail WCAG AA contrast.
const cssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refusal (4xx) will answer the same again; only the network and 5xx are worth a retry.
      retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status < 500),
      refetchOnWindowFocus: true,
    },
  },
});

registerServiceWorker();

void initI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariables} getStyleNonce={() => styleNonce}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <App />
          </SessionProvider>
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );
});
