import { type Response } from '@playwright/test';
import { expect, test } from './support/fixtures';

import ro from '../../lang/ro.json' with { type: 'json' };
import ru from '../../lang/ru.json' with { type: 'json' };
import { openSession, type Session } from './support/browser';

// After the server refuses a form, a password the page may keep stays typed (registration with a wrong e-mail), and
// one it empties on purpose (a failed sign-in) says why under the field, in the page's language.

const cases = [
  { locale: 'ro', prefix: '', width: 390, texts: ro },
  { locale: 'ru', prefix: '/ru', width: 1280, texts: ru },
] as const;

for (const { locale, prefix, width, texts } of cases) {
  test.describe(`Password fields after a refusal at ${width} px (${locale})`, () => {
    let session: Session;

    test.beforeAll(async ({ browser }) => {
      session = await openSession(browser, { width, height: 900 });
    });

    test.afterAll(async () => {
      await session.close();
    });

    test('keeps the typed registration passwords when only the e-mail was wrong', async () => {
      const { page } = session;
      await page.goto(`${prefix}/inregistrare`);
      await page.fill('input[name="name"]', 'Ana Popescu');
      await page.fill('input[name="email"]', 'ana@');
      await page.fill('input[name="password"]', 'a long passphrase 7');
      await page.fill('input[name="password_confirmation"]', 'a long passphrase 7');
      await page.check('input[name="terms"]');
      // The server's answers (the redirect back, the page with its errors) never carry the password.
      const bodies: Promise<string>[] = [];
      const collect = (response: Response) => {
        if (response.status() < 300 || response.status() >= 400) bodies.push(response.text().catch(() => ''));
      };
      page.on('response', collect);
      await page.click('[data-test="register-form"] [data-test="submit"]');

      await expect.poll(() => page.getAttribute('input[name="email"]', 'aria-invalid')).toBe('true');
      page.off('response', collect);
      const answers = await Promise.all(bodies);
      expect(
        answers.some((body) => body.includes('"component":"auth\\/register"') || body.includes('auth/register')),
      ).toBe(true);
      expect(answers.filter((body) => body.includes('a long passphrase 7'))).toEqual([]);
      expect(await page.inputValue('input[name="password"]')).toBe('a long passphrase 7');
      expect(await page.inputValue('input[name="password_confirmation"]')).toBe('a long passphrase 7');
    });

    test('empties the sign-in password after a failed attempt and says why until the shopper types', async () => {
      const { page } = session;
      await page.goto(`${prefix}/autentificare`);
      await page.fill('input[name="email"]', 'nobody@example.md');
      await page.fill('input[name="password"]', 'not the password');
      await page.click('[data-test="login-form"] [data-test="submit"]');

      await expect.poll(() => page.inputValue('input[name="password"]')).toBe('');
      const described = () =>
        page.$eval('input[name="password"]', (input) =>
          (input.getAttribute('aria-describedby') ?? '')
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' '),
        );
      await expect.poll(described).toContain(texts['ui.password.cleared_retry']);
      await page.fill('input[name="password"]', 'x');
      expect(await described()).not.toContain(texts['ui.password.cleared_retry']);
    });
  });
}

// A shopper on a slow phone can press "sign in" before the app is live: the browser then submits the form itself. It
// posts (every form states its method), so the password never lands in the address, the history or a server's log.
test.describe('Sign-in submitted before the app is live (JavaScript off)', () => {
  let session: Session;

  test.beforeAll(async ({ browser }) => {
    session = await openSession(browser, { width: 390, height: 900 }, { javaScriptEnabled: false });
  });

  test.afterAll(async () => {
    await session.close();
  });

  for (const { locale, prefix } of cases) {
    test(`posts the form and keeps the password out of the address (${locale})`, async () => {
      const { page } = session;
      await page.goto(`${prefix}/autentificare`);
      await page.fill('input[name="email"]', 'nobody@example.md');
      await page.fill('input[name="password"]', 'not the password');
      const [request] = await Promise.all([
        page.waitForRequest((sent) => sent.isNavigationRequest() && sent.frame() === page.mainFrame()),
        page.click('[data-test="login-form"] [data-test="submit"]'),
      ]);
      await page.waitForLoadState();

      expect(request.method()).toBe('POST');
      expect(page.url()).not.toContain('password');
      expect(decodeURIComponent(page.url())).not.toContain('not the password');
    });
  }
});
