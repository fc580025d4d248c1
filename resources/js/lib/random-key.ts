/**
 * A random key of 32 hexadecimal characters, e.g. for a form's idempotency key. Uses crypto.getRandomValues, which
 * (unlike crypto.randomUUID) also exists on pages served over plain HTTP.
 */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));

  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
