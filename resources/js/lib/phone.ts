/**
 * Moldovan numbers are stored as +373 and 8 digits (App\Support\Phone on the server, which also reads every typed
 * form) and shown the shop's local way, `022 78 22 22` for a landline and `060 78 22 23` for a mobile, as
 * Phone::format() shows them in mails. Anything else is shown as stored. tel: links keep the stored form.
 */
export function formatPhone(stored: string): string {
  const match = /^\+373(\d{8})$/.exec(stored.replace(/\s+/g, ''));
  if (match === null) return stored;
  const digits = `0${match[1]}`;

  return `${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5, 7)} ${digits.slice(7)}`;
}

/** The example number every phone field shows as its placeholder, in the one way numbers are shown. */
export const PHONE_PLACEHOLDER = formatPhone('+37360123456');
