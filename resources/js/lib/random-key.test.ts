import { describe, expect, it } from 'vitest';

import { randomKey } from '@/lib/random-key';

describe('randomKey', () => {
  it('gives 32 hexadecimal characters, different each time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => randomKey()));

    expect(keys.size).toBe(50);
    for (const key of keys) {
      expect(key).toMatch(/^[0-9a-f]{32}$/);
    }
  });
});
