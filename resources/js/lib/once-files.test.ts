import { type Page } from '@inertiajs/core';

import { embeddedPage, type EmbeddedPage, withOnceFiles } from '@/lib/once-files';

const page = (extra: Partial<EmbeddedPage> = {}): EmbeddedPage =>
  ({
    component: 'home/index',
    props: { errors: {}, locale: 'ro' },
    url: '/',
    version: 'v1',
    ...extra,
  }) as unknown as EmbeddedPage;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('withOnceFiles', () => {
  it('leaves a page without files as it is', async () => {
    const fetcher = vi.fn();
    const plain = page();
    expect(await withOnceFiles(plain, fetcher)).toBe(plain);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('puts each file into its prop and drops the list of files', async () => {
    const files: Record<string, unknown> = {
      '/page-data/translations.ro.0123456789abcdef.json': { 'home.title': 'Acasă' },
      '/page-data/catalog.ro.fedcba9876543210.json': [{ id: 1, name: 'Televizoare' }],
    };
    const fetcher = vi.fn((url: string) => Promise.resolve(json(files[url])));
    const result = await withOnceFiles(
      page({
        onceFiles: {
          translations: '/page-data/translations.ro.0123456789abcdef.json',
          catalog: '/page-data/catalog.ro.fedcba9876543210.json',
        },
      }),
      fetcher,
    );

    expect(result.props).toEqual({
      errors: {},
      locale: 'ro',
      translations: { 'home.title': 'Acasă' },
      catalog: [{ id: 1, name: 'Televizoare' }],
    });
    expect('onceFiles' in result).toBe(false);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('asks the page itself, once, when a file is gone', async () => {
    const whole = { props: { translations: { a: 'b' }, catalog: [{ id: 2 }] } } as unknown as Page;
    const fetcher = vi.fn((url: string, _init?: RequestInit) =>
      Promise.resolve(url.startsWith('/page-data/') ? json({ message: 'Not Found' }, 404) : json(whole)),
    );
    const result = await withOnceFiles(
      page({ url: '/ru?x=1', onceFiles: { translations: '/page-data/t.json', catalog: '/page-data/c.json' } }),
      fetcher,
    );

    expect(result.props).toMatchObject({ translations: { a: 'b' }, catalog: [{ id: 2 }] });
    const pageCalls = fetcher.mock.calls.filter(([url]) => url === '/ru?x=1');
    expect(pageCalls).toHaveLength(1);
    expect(pageCalls[0]![1]?.headers).toMatchObject({ 'X-Inertia': 'true', 'X-Inertia-Version': 'v1' });
  });
});

describe('embeddedPage', () => {
  it('reads the page element of the document', () => {
    document.body.innerHTML = `<script data-page="app" type="application/json">${JSON.stringify(page())}</script>`;
    expect(embeddedPage()?.component).toBe('home/index');
    document.body.innerHTML = '';
    expect(embeddedPage()).toBeNull();
  });
});
