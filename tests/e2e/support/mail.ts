import { existsSync, readFileSync } from 'node:fs';

import { mailLog } from './server';

export type SentMail = { to: string; subject: string; text: string };

/** Quoted-printable (RFC 2045), as encoded-word headers carry non-ASCII text: soft line breaks and =XX bytes. */
function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

function header(message: string, name: string): string {
  const match = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'mi').exec(message);

  return decodeHeader((match?.[1] ?? '').replace(/\r?\n[ \t]/g, ' '))
    .replace(/\?=\s+=\?/g, '')
    .trim();
}

/** The e-mails the app under test sent so far, oldest first, with the plain-text part decoded. */
export function sentMails(): SentMail[] {
  if (!existsSync(mailLog)) {
    return [];
  }
  const messages = readFileSync(mailLog, 'utf8')
    .split(/^\[\d{4}-\d{2}-\d{2}[^\]]*\] \S+\.DEBUG: /m)
    .filter((chunk) => chunk.includes('Subject:'));

  return messages.map((message) => {
    const boundary = /boundary=(\S+)/.exec(message)?.[1] ?? '';
    // Laravel's log transport already writes the parts decoded.
    const textPart = message
      .split(`--${boundary}`)
      .find((part) => /Content-Type: text\/plain/i.test(part))
      ?.replace(/^[\s\S]*?\r?\n\r?\n/, '');

    return { to: header(message, 'To'), subject: header(message, 'Subject'), text: textPart ?? '' };
  });
}

/** Waits for the newest e-mail to an address whose text has a link matching `path`, and answers that link. */
export async function linkFromMail(to: string, path: RegExp, after = 0, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = sentMails()
      .slice(after)
      .filter((mail) => mail.to.includes(to));
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
