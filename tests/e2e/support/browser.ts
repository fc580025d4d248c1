import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';
import { baseUrl } from './server';

export { baseUrl };

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Debian's Chromium, headless, with nothing that reaches for the network beyond our loopback server.
// Playwright gives every launch a fresh temporary profile of its own.
const args = [
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
  /** Closes the browser; throws when its pages logged problems no test has been failed for yet. */
  close: () => Promise<void>;
}

/**
 * What the pages of every open browser reported since the last takeBrowserProblems(): console errors (which include
 * Content-Security-Policy violations) and uncaught exceptions. The shared afterEach (tests/e2e/support/each.ts) fails
 * the test that was running when they happened.
 */
const problems: string[] = [];

export function takeBrowserProblems(): string[] {
  return problems.splice(0, problems.length);
}

const loadFailure = /^Failed to load resource: /;
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
    if (message.type() !== 'error') return;
    const text = message.text();
    const url = message.location().url;
    if (loadFailure.test(text) && url !== '' && !isOwnServer(url)) return;
    if (errorStatus.test(text) && errorPages.has(url)) return;
    problems.push(`console error on ${page.url()}: ${text}${url === '' ? '' : ` (${url})`}`);
  });

  page.on('pageerror', (error) => {
    problems.push(`uncaught exception on ${page.url()}: ${error.stack ?? error.message}`);
  });
}

function isOwnServer(url: string): boolean {
  try {
    return new URL(url).hostname === new URL(baseUrl).hostname;
  } catch {
    return true;
  }
}

/** `touch`: a phone's touch screen (touch events, `pointer: coarse`) rather than a mouse. */
export async function openBrowser(viewport = { width: 1280, height: 900 }, { touch = false } = {}): Promise<Session> {
  const browser = await chromium.launch({ executablePath, headless: true, args });
  const context = await browser.newContext({ viewport, baseURL: baseUrl, hasTouch: touch, isMobile: touch });
  // Every page of the context, including ones a test or the app opens later.
  context.on('page', watch);
  const page = await context.newPage();

  const close = async (): Promise<void> => {
    await browser.close();
    const left = takeBrowserProblems();
    if (left.length > 0) {
      throw new Error(`The browser reported ${left.length} problem(s):\n${left.join('\n')}`);
    }
  };

  return { browser, context, page, close };
}
