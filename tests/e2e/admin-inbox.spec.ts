import { readFileSync } from 'node:fs';

import { expect, test } from './support/fixtures';

import ro from '../../lang/ro.json' with { type: 'json' };
import { php } from './shopping/client';
import { openSession, type Session } from './support/browser';
import { sentMails } from './support/mail';
import { createStaff, signInStaff, type StaffAccount } from './support/staff';

// A manager opens the inbox from the back office: replies to a contact message written in Russian (the mail goes out
// in Russian, the message is then handled, the reply listed with who sent it), and downloads a job application's CV
// through the page's short-lived signed link; the same link refuses an editor.

type Fixture = { message: number; application: number; email: string };

function fixture(): Fixture {
  const stamp = `${Date.now()}`;
  const email = `olga.${stamp}@example.md`;
  const out = php(`
    $m = App\\Models\\ContactMessage::query()->create(['name' => 'Ольга Иванова', 'email' => '${email}', 'phone' => null,
      'message' => 'Есть ли этот телевизор в Бельцах?', 'locale' => 'ru', 'ip' => null]);
    $v = App\\Models\\Vacancy::query()->create(['slug' => 'casier-${stamp}', 'title' => ['ro' => 'Casier', 'ru' => 'Кассир'],
      'city' => ['ro' => 'Chișinău', 'ru' => 'Кишинёв'], 'employment_type' => App\\Enums\\EmploymentType::cases()[0],
      'description' => ['ro' => 'x', 'ru' => 'x'], 'requirements' => ['ro' => 'x', 'ru' => 'x'], 'is_open' => true, 'sort' => 0]);
    $path = 'e2e-${stamp}.pdf';
    Illuminate\\Support\\Facades\\Storage::disk('applications')->put($path, "%PDF-1.4\\n% e2e ${stamp}\\n%%EOF\\n");
    $a = App\\Models\\JobApplication::query()->create(['vacancy_id' => $v->id, 'name' => 'Maria Ionescu', 'phone' => '+37360123456',
      'email' => 'maria.${stamp}@example.md', 'message' => 'Aș dori să lucrez la voi.', 'cv_path' => $path,
      'cv_original_name' => 'CV Maria.pdf', 'cv_type' => 'pdf', 'cv_size' => 40, 'locale' => 'ro']);
    echo json_encode(['message' => $m->id, 'application' => $a->id]);
  `);

  return { ...(JSON.parse(out.split('\n').pop() ?? '{}') as { message: number; application: number }), email };
}

test.describe('The inbox in the back office', () => {
  let session: Session;
  let manager: StaffAccount;
  let editor: StaffAccount;
  let data: Fixture;

  test.beforeAll(async ({ browser }) => {
    data = fixture();
    manager = createStaff('manager', 'ro', 'Mara Manager');
    editor = createStaff('editor', 'ro', 'Eda Editor');
    session = await openSession(browser, { width: 1280, height: 900 });
  });

  test.afterAll(async () => {
    await session.close();
  });

  test('replies to a contact message in its language and downloads a CV through the signed link', async () => {
    const { page } = session;
    await signInStaff(page, manager);

    await page.goto('/admin/mesaje');
    await page.waitForSelector(`h1:has-text("${ro['admin.messages.title']}")`);
    await page.fill('[data-test="field-q"]', data.email);
    await page.click('[data-test="search-apply"]');
    await page.waitForSelector('[data-test="messages-found"]:has-text("1")');
    await page.click(`[data-test="message-${data.message}"]`);
    await page.waitForSelector('[data-test="message-text"]:has-text("Бельцах")');
    // The subject starts in the message's language.
    expect(await page.inputValue('[data-test="field-subject"]')).toContain('Ответ на ваше сообщение');

    await page.fill('[data-test="field-subject"]', 'Телевизор в Бельцах');

    const before = (await sentMails()).length;
    await page.fill('[data-test="field-body"]', 'Да, он есть в магазине в Бельцах.');
    await page.click('[data-test="reply-send"]');
    await page.waitForSelector('[data-test="message-reply-entry"]:has-text("Mara Manager")');
    await page.waitForSelector(`[data-test="message-status"]:has-text("${ro['admin.messages.status.handled']}")`);
    const mail = (await sentMails()).slice(before).find((sent) => sent.to.includes(data.email));
    // Encoded-word headers may come back split by a space: compare the letters.
    expect(mail?.subject.replace(/\s/g, '')).toBe('ТелевизорвБельцах');
    expect(mail?.text).toContain('Да, он есть в магазине в Бельцах.');
    expect(mail?.text).toContain('С уважением, Mara Manager');

    // The CV: the page's signed link downloads the file under a safe name.
    await page.goto(`/admin/candidaturi/${data.application}`);
    await page.waitForSelector('[data-test="cv-name"]:has-text("CV Maria.pdf")');
    const link = (await page.getAttribute('[data-test="cv-download"]', 'href')) ?? '';
    expect(link).toMatch(/\/admin\/candidaturi\/\d+\/cv\?expires=\d+&signature=/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-test="cv-download"]')]);
    expect(download.suggestedFilename()).toBe(`cv-maria-ionescu-${data.application}.pdf`);
    const file = await download.path();
    expect(readFileSync(file, 'utf8')).toContain('%PDF-1.4');

    // Without its signature the route refuses even the manager; with it, an editor is refused too.
    expect((await page.request.get(link.replace(/\?.*$/, ''))).status()).toBe(403);
    await page.context().clearCookies();
    await signInStaff(page, editor);
    expect((await page.request.get(link)).status()).toBe(403);

    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
