import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { buildConsole, isConsoleFresh } from '../../scripts/console-build';
import { collectCspViolations, launchChromium } from './browser';
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

/** What a console browser-test file works with: the current page and the checks every screen gets. */
export interface ConsoleBrowser {
  /** The page of the current test (a fresh profile at phone size, made before each test). */
  readonly page: Page;
  /** Replaces the current page with a fresh profile at `viewport`. */
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
  /** axe finds no serious or critical violation, then a screenshot `<prefix><name>-<language>.png`. */
  check(name: string): Promise<void>;
  /** `check` in Swahili, then in English once `englishMark` shows, then back to Swahili. */
  checkBothLanguages(name: string, englishMark: string): Promise<void>;
  /** Opens `route` signed in with `token`, as the sign-in screen would leave it. */
  openSignedIn(token: string, route: string): Promise<void>;
}

/**
 * Installs one browser per describe block and one fresh page per test, with the Content-Security-Policy watched
 * (a blocked script or style fails the test) and a screenshot of a failed test's page. Call inside `describe`.
 */
export function useConsoleBrowser(prefix: string): ConsoleBrowser {
  let browser: Browser;
  let shots: string;
  let current: Page | undefined;
  let cspViolations: string[] = [];

  const newPage = async (viewport = PHONE): Promise<Page> => {
    await current?.context().close();
    current = await (await newConsoleContext(browser, viewport)).newPage();
    cspViolations = collectCspViolations(current);
    return current;
  };
  const page = (): Page => {
    if (!current) throw new Error('no console page: use it inside a test');
    return current;
  };
  const check = async (name: string): Promise<void> => {
    assert.deepEqual(await seriousAccessibilityViolations(page()), [], `axe on ${name}`);
    const language = await page().evaluate(() => document.documentElement.lang);
    await page().screenshot({ path: path.join(shots, `${prefix}${name}-${language}.png`), fullPage: true });
  };

  before(async () => {
    ensureConsoleBuilt();
    browser = await launchChromium();
    shots = screenshotDir();
  });
  after(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    await newPage();
  });
  afterEach(async function () {
    if (this.currentTest?.state === 'failed' && current) {
      await current.screenshot({ path: path.join(shots, `${prefix}failed.png`) }).catch(() => undefined);
    }
    await current?.context().close();
    current = undefined;
    assert.deepEqual(cspViolations, [], 'nothing was blocked by the Content-Security-Policy');
  });

  return {
    get page() {
      return page();
    },
    newPage,
    check,
    async checkBothLanguages(name, englishMark) {
      await check(name);
      await page().getByText('EN', { exact: true }).click();
      await page().getByText(englishMark).first().waitFor();
      await check(name);
      await page().getByText('SW', { exact: true }).click();
    },
    async openSignedIn(token, route) {
      await openConsole(page(), '/sign-in');
      await page().evaluate((value) => localStorage.setItem('console.session', value), token);
      await openConsole(page(), route);
    },
  };
}
