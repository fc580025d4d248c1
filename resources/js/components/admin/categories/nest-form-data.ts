/**
 * The catalogue forms keep nested fields under dotted keys (`name.ro`), the same keys Laravel names their errors
 * by, so each kit field finds its own message; before sending they are nested again (`name: { ro }`).
 */
export function nestFormData(data: Record<string, unknown>): Record<string, unknown> {
  const nested: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const [head, tail] = key.split('.', 2);
    if (head === undefined) continue;
    if (tail === undefined) {
      nested[head] = value;
      continue;
    }
    const group = (nested[head] ??= {}) as Record<string, unknown>;
    group[tail] = value;
  }

  return nested;
}
