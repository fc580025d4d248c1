import { describe, expect, it } from 'vitest';

import { linesOutsideTheKit } from '@/test/source-lines';

describe('the brand colour', () => {
  it('is reached through the kit and its tokens, never typed as a palette class outside components/ui', () => {
    expect(linesOutsideTheKit(/(?<![\w-])(?:[a-z-]+:)*[a-z]+-brand-\d{2,3}\b/)).toEqual([]);
  });
});
