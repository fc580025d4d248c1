import { test as base } from '@playwright/test';

import { takeBrowserProblems } from './browser';
import { claimProducts, type Product } from './products';

export { expect } from '@playwright/test';
export type { Product } from './products';

type DataFixtures = {
  /** A sellable product of the test's own with plenty in stock (500 units at the warehouse). */
  inStockProduct: Product;
  /** Sellable products of the test's own, each with exactly `units` at the warehouse: for counting what sells. */
  productsWithUnits: (units: number, count?: number) => Promise<Product[]>;
};

type Checks = {
  /** Fails each test whose pages logged console errors, CSP violations or uncaught exceptions (browser.ts). */
  browserProblems: void;
};

/**
 * The browser suite's `test`: Playwright's, with the data a test needs as named fixtures, each picked by what it is
 * (tests/e2e/support/products.ts) and never shared with another test, and the browser's problems checked after each.
 */
export const test = base.extend<DataFixtures & Checks>({
  inStockProduct: async ({}, use) => {
    await use(claimProducts(1, 500)[0]!);
  },
  productsWithUnits: async ({}, use) => {
    await use(async (units, count = 1) => claimProducts(count, units));
  },
  browserProblems: [
    async ({}, use) => {
      await use();
      const problems = takeBrowserProblems();
      if (problems.length > 0) {
        throw new Error(`The browser reported ${problems.length} problem(s):\n${problems.join('\n')}`);
      }
    },
    { auto: true },
  ],
});
