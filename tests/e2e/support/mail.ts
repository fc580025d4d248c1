import { mailWebPort } from './server';

/** One e-mail as the SMTP catcher received it: headers by lower-case name, both parts decoded. */
export type SentMail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
};

type CaughtMail = {
  id: string;
  subject?: string;
  text?: string;
  html?: string;
  headers?: Record<string, string | string[]>;
  to?: { address: string; name?: string }[];
};

/**
 * The e-mails an SMTP catcher (maildev, started by the global setup on 127.0.0.1) received so far, oldest first,
 * read from its REST API (`GET /email`). `webPort` is maildev's web port (the browser suite's by default).
 */
export async function sentMails(webPort = mailWebPort): Promise<SentMail[]> {
  const response = await fetch(`http://127.0.0.1:${webPort}/email`);
  if (!response.ok) {
    throw new Error(`The SMTP catcher answered ${response.status}`);
  }
  const mails = (await response.json()) as CaughtMail[];

  return mails.map((mail) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(mail.headers ?? {})) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    }

    return {
      id: mail.id,
      to: (mail.to ?? []).map((recipient) => recipient.address).join(', '),
      subject: mail.subject ?? '',
      text: mail.text ?? '',
      html: mail.html ?? '',
      headers,
    };
  });
}

/** A header of a mail by its name, in any case; '' when the mail has none. */
export function mailHeader(mail: SentMail, name: string): string {
  return mail.headers[name.toLowerCase()] ?? '';
}

/** Every http(s) link of a mail, from its text and its HTML part. */
export function mailLinks(mail: SentMail): string[] {
  const fromHtml = [...mail.html.matchAll(/href="(https?:\/\/[^"]+)"/g)].map((match) =>
    (match[1] ?? '').replace(/&amp;/g, '&'),
  );
  const fromText = mail.text.match(/https?:\/\/[^\s<>]+/g) ?? [];

  return [...new Set([...fromText, ...fromHtml])];
}

/** Waits for the newest e-mail to an address whose text has a link matching `path`, and answers that link. */
export async function linkFromMail(
  to: string,
  path: RegExp,
  after = 0,
  timeoutMs = 10_000,
  webPort = mailWebPort,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = (await sentMails(webPort)).slice(after).filter((mail) => mail.to.includes(to));
    for (const mail of mails.reverse()) {
      const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => path.test(url));
      if (link !== undefined) {
        return link;
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No e-mail to ${to} with a link to ${path} arrived`);
}

/** Waits for the newest e-mail to an address that matches `accept`, after the first `after` mails. */
export async function waitForMail(
  to: string,
  accept: (mail: SentMail) => boolean = () => true,
  after = 0,
  timeoutMs = 10_000,
  webPort = mailWebPort,
): Promise<SentMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = (await sentMails(webPort))
      .slice(after)
      .filter((candidate) => candidate.to.includes(to) && accept(candidate))
      .pop();
    if (mail !== undefined) {
      return mail;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No e-mail to ${to} arrived`);
}
