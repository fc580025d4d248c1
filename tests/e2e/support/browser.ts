import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
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
  close: () => Promise<void>;
}

export async function openBrowser(viewport = { width: 1280, height: 900 }): Promise<Session> {
  const browser = await chromium.launch({ executablePath, headless: true, args });
  const context = await browser.newContext({ viewport, baseURL: baseUrl });
  const page = await context.newPage();

  return { browser, context, page, close: () => browser.close() };
}
