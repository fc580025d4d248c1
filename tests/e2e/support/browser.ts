import {
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Page,
  type Response,
} from '@playwright/test';

import { baseUrl, contactMinSeconds } from './server';

export { baseUrl };

export const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Whether the sweeps that photograph many pages for a person to look at (the back office's every page, whole, at two
 * widths and in both schemes) take their screenshots: yes on a developer's machine, no in CI, where nobody opens them
 * and 160 full-page PNGs took some two minutes; E2E_SCREENSHOTS=1 or 0 decides either way.
 */
export const takeScreenshots =
  process.env.E2E_SCREENSHOTS !== undefined ? process.env.E2E_SCREENSHOTS === '1' : !process.env.CI;

// Debian's Chromium, headless, with nothing that reaches for the network beyond our loopback server (the runner's
// launchOptions, playwright.config.ts). Playwright gives every launch a fresh temporary profile of its own.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Session {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Another context of the same browser (another shopper), watched and waiting for the app like the first. */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  /** Closes the session's contexts; throws when their pages logged problems no test has been failed for yet. */
  close: () => Promise<void>;
}

/**
 * What the pages of every open browser reported since the last takeBrowserProblems(): console errors (which include
 * Content-Security-Policy violations) and uncaught exceptions. The `browserProblems` fixture (tests/e2e/support/fixtures.ts)
 * fails the test that was running when they happened.
 */
const problems: string[] = [];

export function takeBrowserProblems(): string[] {
  return problems.splice(0, problems.length);
}

const loadFailure = /^Failed to load resource: /;
/**
 * React's words when the server's HTML and the browser's first render differ: development builds warn in full,
 * production builds report minified errors 418 (text or tree), 419 (aborted), 421-423, 425 (text) as recoverable
 * errors. Any of them is a problem, whether it comes as a console error, a console warning or an uncaught error.
 */
const hydrationProblem =
  /hydrat|server rendered HTML|did not match|Minified React error #(418|419|420|421|422|423|425)\b|react\.dev\/errors\/(418|419|420|421|422|423|425)\b/i;
const errorStatus = /^Failed to load resource: the server responded with a status of \d+/;

/**
 * Watches one page. Only two console errors are expected, both "Failed to load resource" lines: requests to hosts
 * other than our 127.0.0.1 server (there is no internet here, so the stores map's tiles fail), and a page the test
 * deliberately opens that answers with an error status: the document of a navigation (a 404 page it means to see)
 * or an Inertia visit that answers a page with a 4xx status (a throttled form: 429) or the protocol's 409 asking
 * for a full reload after a new build. The same line for a script, a stylesheet, a JSON call or a 5xx visit is a
 * problem.
 */
function watch(page: Page): void {
  const errorPages = new Set<string>();

  page.on('response', (response) => {
    const status = response.status();
    const request = response.request();
    const headers = response.headers();
    const document = request.isNavigationRequest() && request.frame() === page.mainFrame();
    const inertiaPage = 'x-inertia' in headers || 'x-inertia-location' in headers;
    if ((document && status >= 400) || (inertiaPage && status >= 400 && status < 500)) {
      errorPages.add(response.url());
    }
  });

  page.on('console', (message: ConsoleMessage) => {
    const text = message.text();
    if (message.type() === 'warning' && hydrationProblem.test(text)) {
      problems.push(`hydration warning on ${page.url()}: ${text}`);
      return;
    }
    if (message.type() !== 'error') return;
    const url = message.location().url;
    if (loadFailure.test(text) && url !== '' && !isOwnServer(url)) return;
    if (errorStatus.test(text) && errorPages.has(url)) return;
    problems.push(`console error on ${page.url()}: ${text}${url === '' ? '' : ` (${url})`}`);
  });

  page.on('pageerror', (error) => {
    problems.push(`uncaught exception on ${page.url()}: ${error.stack ?? error.message}`);
  });
}

/**
 * `page.goto` resolves on the load event, but the app goes live a moment later (it first reads the once-files, then
 * hydrates): a click before that is the browser's own (a link loads the whole page, a form submits natively). A
 * machine busy with other work can stretch that moment to seconds, so every navigation of a test also waits until
 * the app marked the document live (resources/js/app.tsx), when the page is one of the app's.
 */
function waitUntilLive(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForFunction(
      () => document.getElementById('app') === null || document.documentElement.hasAttribute('data-live'),
    );

    return response;
  };
}

/**
 * The office's contact form is refused when it comes back within CONTACT_MIN_SECONDS whole seconds of the server's clock
 * after the page was made (App\\Http\\Requests\\Contacts\\SendContactMessageRequest). The page's Date header is the
 * second it was served in, no earlier than the one it was made in; waits until the clock (the same machine's) has
 * gone that many seconds past it: the earliest a person's form is taken.
 */
export async function contactFormReady(page: Response | null): Promise<void> {
  const served = Date.parse(page?.headers()['date'] ?? '');
  if (Number.isNaN(served)) throw new Error('The contact page came without a Date header');
  const earliest = served + Number(contactMinSeconds) * 1000;
  await expect.poll(() => Date.now(), { intervals: [50], timeout: 10_000 }).toBeGreaterThanOrEqual(earliest);
}

function isOwnServer(url: string): boolean {
  try {
    return new URL(url).hostname === new URL(baseUrl).hostname;
  } catch {
    return true;
  }
}

/**
 * A session in the runner's browser (the `browser` fixture): a context of its own with the given viewport, every page
 * of it watched (browser problems fail the test, tests/e2e/support/fixtures.ts) and waiting for the app to go live.
 * `javaScriptEnabled: false` shows what a search engine or a browser without scripts gets: the server's HTML alone.
 * `touch`: a phone's touch screen (touch events, `pointer: coarse`) rather than a mouse. `close()` closes the
 * session's contexts, not the browser.
 */
export async function openSession(
  browser: Browser,
  viewport = { width: 1280, height: 900 },
  { javaScriptEnabled = true, touch = false }: { javaScriptEnabled?: boolean; touch?: boolean } = {},
): Promise<Session> {
  const contexts: BrowserContext[] = [];
  const prepare = (made: BrowserContext, scripts: boolean): BrowserContext => {
    contexts.push(made);
    // Every page of the context, including ones a test or the app opens later.
    return made.on('page', (page) => {
      watch(page);
      if (scripts) waitUntilLive(page);
    });
  };
  const context = prepare(
    await browser.newContext({ viewport, baseURL: baseUrl, javaScriptEnabled, hasTouch: touch, isMobile: touch }),
    javaScriptEnabled,
  );
  const page = await context.newPage();
  const newContext = async (options: BrowserContextOptions = {}): Promise<BrowserContext> =>
    prepare(await browser.newContext({ baseURL: baseUrl, ...options }), options.javaScriptEnabled ?? true);
  const close = async (): Promise<void> => {
    await Promise.all(contexts.map((made) => made.close()));
    const left = takeBrowserProblems();
    if (left.length > 0) {
      throw new Error(`The browser reported ${left.length} problem(s):\n${left.join('\n')}`);
    }
  };

  return { browser, context, page, newContext, close };
}
