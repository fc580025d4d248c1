import { describe, expect, it } from 'vitest';

import { pagePath, resolvePage } from '@/lib/pages';

describe('resolvePage', () => {
  it('loads a page by its path under pages/', async () => {
    const Page = () => null;
    const loaders = { '../pages/catalog/category.tsx': async () => ({ default: Page }) };

    await expect(resolvePage('catalog/category', loaders)).resolves.toBe(Page);
  });

  it('finds the real pages', async () => {
    await expect(resolvePage('home/index')).resolves.toBeTypeOf('function');
    await expect(resolvePage('errors/error')).resolves.toBeTypeOf('function');
    await expect(resolvePage('admin/dashboard')).resolves.toBeTypeOf('function');
    await expect(resolvePage('admin/products/edit')).resolves.toBeTypeOf('function');
  });

  it('finds test-only pages under testing/ in test-pages/ outside a production build', async () => {
    expect(pagePath('testing/ui-kit')).toBe('../test-pages/ui-kit.tsx');
    expect(pagePath('account/profile')).toBe('../pages/account/profile.tsx');
    await expect(resolvePage('testing/protocol-first')).resolves.toBeTypeOf('function');
    await expect(resolvePage('testing/ui-kit')).resolves.toBeTypeOf('function');
  });

  it('throws "Page not found" for a missing page', async () => {
    await expect(resolvePage('nowhere/nothing')).rejects.toThrow('Page not found: nowhere/nothing');
    await expect(resolvePage('admin/nothing')).rejects.toThrow('Page not found: admin/nothing');
  });
});
