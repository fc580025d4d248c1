import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ensureShopperState, withShopperState } from '@/lib/shopper-state';

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

describe('shopper state before the first action', () => {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    document.cookie = 'XSRF-TOKEN=abc; path=/';

    return new Response('{}', { status: 200 });
  });

  beforeEach(() => {
    clearCookies();
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    clearCookies();
  });

  it('asks /stare once for writes sent together, then never again', async () => {
    await Promise.all([
      withShopperState({ method: 'post', url: '/cos/produse' }),
      withShopperState({ method: 'delete', url: '/favorite/1' }),
    ]);
    await withShopperState({ method: 'put', url: '/cos/produse/1' });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/stare');
  });

  it('leaves page visits alone', async () => {
    await withShopperState({ method: 'get', url: '/catalog' });

    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('skips the request when the session exists already', async () => {
    document.cookie = 'XSRF-TOKEN=xyz; path=/';
    await ensureShopperState();

    expect(fetchMock).not.toHaveBeenCalled();
  });
});
