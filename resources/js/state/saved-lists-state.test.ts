import { afterEach, describe, expect, it } from 'vitest';

import { effectiveList, savedListActions } from '@/state/saved-lists-state';

afterEach(() => savedListActions.reset());

describe('saved lists state', () => {
  it('applies pending toggles over the server ids', () => {
    const pending = new Map([
      [3, true],
      [1, false],
    ]);

    const list = effectiveList({ count: 2, ids: [1, 2] }, pending);

    expect([...list.ids].sort()).toEqual([2, 3]);
    expect(list.count).toBe(2);
  });

  it('counts a pending add of a product the server already has once', () => {
    expect(effectiveList({ count: 1, ids: [5] }, new Map([[5, true]])).count).toBe(1);
    expect(effectiveList({ count: 1, ids: [5] }, new Map([[6, false]])).count).toBe(1);
  });

  it('leaves the server state alone when nothing is pending', () => {
    const list = effectiveList({ count: 2, ids: [8, 9] }, new Map());

    expect(list.count).toBe(2);
    expect(list.ids.has(8) && list.ids.has(9)).toBe(true);
  });
});
