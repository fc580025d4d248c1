import { describe, expect, it } from 'vitest';

import { resolvePage } from '@/lib/pages';

describe('resolvePage', () => {
  it('loads a page by its path under pages/', async () => {
    const Page = () => null;
    const loaders = { '../pages/catalog/category.tsx': async () => ({ default: Page }) };

    await expect(resolvePage('catalog/category', loaders)).resolves.toBe(Page);
  });

  it('finds the real pages', async () => {
    await expect(resolvePage('home/index')).resolves.toBeTypeOf('function');
    await expect(resolvePage('errors/error')).resolves.toBeTypeOf('function');
  });

  it('throws "Page not found" for a missing page', async () => {
    await expect(resolvePage('nowhere/nothing')).rejects.toThrow('Page not found: nowhere/nothing');
  });
});
