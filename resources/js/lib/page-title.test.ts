import { describe, expect, it } from 'vitest';

import { pageTitle } from '@/lib/page-title';

describe('pageTitle', () => {
  it('appends the app name', () => {
    expect(pageTitle('Reduceri', 'Electro Shop')).toBe('Reduceri - Electro Shop');
  });

  it('is the app name alone without a title', () => {
    expect(pageTitle('', 'Electro Shop')).toBe('Electro Shop');
  });
});
