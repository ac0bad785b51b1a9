import { mkdirSync, readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { buildConsole, isConsoleFresh } from '../../scripts/console-build';
import { testEnv } from './env';

/** The phone the console is designed for, and a laptop. */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** The console as `npm run build` makes it (built here when its sources changed, as the workflow bundle is). */
export function ensureConsoleBuilt(): void {
  if (!isConsoleFresh()) buildConsole();
}

/** Where screenshots go: CONSOLE_SCREENSHOTS, else a fresh temporary directory. */
export function screenshotDir(): string {
  const dir = process.env.CONSOLE_SCREENSHOTS ?? mkdtempSync(path.join(tmpdir(), 'console-shots-'));
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** A fresh browser profile (its own localStorage) at phone size unless told otherwise. */
export const newConsoleContext = (browser: Browser, viewport = PHONE): Promise<BrowserContext> =>
  browser.newContext({ viewport, deviceScaleFactor: 1, isMobile: viewport === PHONE, hasTouch: viewport === PHONE });

/** Opens /app<route> and waits for the app to render its first heading. */
export async function openConsole(page: Page, route = '/'): Promise<void> {
  await page.goto(`${testEnv().baseUrl}/app${route === '/' ? '' : route}`);
  await page.locator('#root :is(h1, h2)').first().waitFor();
}

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's serious and critical findings on the page as it is now, as `rule: targets` lines. Evaluated through
 * the DevTools protocol, which the page's Content-Security-Policy does not govern (the page itself runs no inline script).
 */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

interface AxeViolation {
  id: string;
  impact?: string | null;
  nodes: Array<{ target: string[] }>;
}
