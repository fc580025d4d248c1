import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

import { openSession, type Session } from './support/browser';
import { longestNamedLaptop, twoSmartTvs } from './support/products';

// No page may be wider than a phone: wide tables and rows scroll inside their own box, the page never sideways.
// Every page type, at the two narrowest phone widths we support, in both languages.

/** A product with a long name, specs, stock in the stores and a credit programme table (read in beforeAll). */
let PRODUCT = '';
/** Stands for PRODUCT in the page list, which is made before the database is read. */
const THE_PRODUCT = '{product}';
/** Two products of one leaf category, so the compare page shows a side-by-side table. */
let COMPARED: string[] = [];

/**
 * Name, path without the language prefix ('' is the home page) and, where the page's point is content that only a
 * shopper's state brings (cart, lists), what must be on it, so the test measures the page it means to.
 */
const PAGES: [string, string, string?][] = [
  ['home', ''],
  ['catalogue index', '/catalog'],
  ['category, level 1, filtered', '/categorie-produs/telefoane-si-gadgeturi?stock=1&sort=price-desc'],
  ['category, level 2, filtered', '/categorie-produs/telefoane-si-gadgeturi/telefoane?brand=samsung,xiaomi'],
  ['category, level 3, filtered', '/categorie-produs/telefoane-si-gadgeturi/telefoane/smartphone-uri?price=1000-20000'],
  ['discounts', '/categorie-produs/reduceri'],
  ['new products', '/produse-noi'],
  ['search results', '/cautare?q=televizor'],
  ['product', `/produs/${THE_PRODUCT}`, '[data-test="credit-programmes"]'],
  ['brands index', '/branduri'],
  ['brand', '/branduri/samsung'],
  ['promotions index', '/promotii'],
  ['promotion', '/promotii/black-friday'],
  ['cart with an item', '/cos', '[data-test="cart-lines"]'],
  ['checkout', '/checkout', '[data-test="checkout-form"]'],
  ['favourites', '/favorite', '[data-test="favourites-list"]'],
  ['compare with two products', '/compara', '[data-test="compare-panel"] table'],
  ['stores', '/contacte/magazine'],
  ['office', '/contacte/oficiu'],
  ['about', '/despre-companie'],
  ['blog index', '/blog'],
  ['blog post', '/blog/cum-alegi-televizorul-potrivit'],
  ['careers', '/cariera'],
  ['vacancy', '/cariera/consultant-vanzari-chisinau'],
  ['credit', '/credit'],
  ['credit for a product', `/credit?produs=${THE_PRODUCT}`, '[data-test="credit-programmes"]'],
  ['sign-in', '/autentificare'],
  ['registration', '/inregistrare'],
  ['404', '/pagina-care-nu-exista'],
];

const WIDTHS = [360, 390];
const LOCALES = ['ro', 'ru'] as const;

type Measure = { scrollWidth: number; innerWidth: number; offenders: string[] };

/**
 * The page's width against the window's, and when it is too wide, the elements sticking out past the right edge
 * that no scrolling or clipping box of their own holds in: the widest first, each named by tag, data-test, id and
 * classes so the message points at the culprit.
 */
function measure(): Measure {
  const innerWidth = window.innerWidth;
  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth <= innerWidth) return { scrollWidth, innerWidth, offenders: [] };

  const clips = (element: Element): boolean => {
    const overflowX = getComputedStyle(element).overflowX;
    return overflowX !== 'visible';
  };
  const heldIn = (element: Element): boolean => {
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (clips(parent) && parent.getBoundingClientRect().right <= innerWidth + 0.5) return true;
    }
    return false;
  };
  const name = (element: Element): string => {
    const test = element.getAttribute('data-test');
    const classes = (element.getAttribute('class') ?? '').split(/\s+/).filter(Boolean).slice(0, 6).join('.');
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `<${element.tagName.toLowerCase()}${test ? ` data-test="${test}"` : ''}${element.id ? ` id="${element.id}"` : ''}${classes ? ` .${classes}` : ''}> "${text}"`;
  };

  // How far an element reaches: its box, or its own text where that spills out of the box (a long word).
  const reach = (element: Element, rect: DOMRect): number => {
    const ownText = [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
    );
    const spills = ownText && element.scrollWidth > element.clientWidth && !clips(element);
    return Math.max(rect.right, spills ? rect.left + element.scrollWidth : 0);
  };

  const found: { element: Element; right: number; width: number }[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const rect = element.getBoundingClientRect();
    const right = reach(element, rect);
    if (rect.width === 0 || right <= innerWidth + 0.5) continue;
    if (getComputedStyle(element).position === 'fixed' || heldIn(element)) continue;
    found.push({ element, right: right + window.scrollX, width: rect.width });
  }
  // The widest reach first; of equal reach, the outermost (it comes first in document order).
  found.sort((a, b) => b.right - a.right);
  const offenders = found
    .slice(0, 3)
    .map(
      ({ element, right, width }) =>
        `${name(element)} right edge ${Math.round(right)} px, ${Math.round(width)} px wide`,
    );

  return { scrollWidth, innerWidth, offenders };
}

async function settle(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'load' });
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Down the page a screen at a time, so that the parts loaded when the shopper nears them are there too.
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, 0);
    // Two frames: layout after hydration and any effect that measures the page.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

async function saveFromProductPage(page: Page, slug: string, toggle: string): Promise<void> {
  await page.goto(`/produs/${slug}`);
  const selector = `[data-test="product-buy-box"] [data-test="${toggle}"]`;
  await page.click(selector);
  await page.waitForSelector(`${selector}[data-saved="true"]`);
}

test.describe('No page scrolls sideways on a phone', () => {
  let session: Session;

  test.beforeAll(async ({ browser }) => {
    PRODUCT = longestNamedLaptop();
    COMPARED = twoSmartTvs();
    session = await openSession(browser, { width: 390, height: 844 });
    const { page } = session;

    // A guest with a product in the cart and the favourites, and two of one category to compare.
    await page.goto(`/produs/${PRODUCT}`);
    await page.click('[data-test="product-buy-box"] [data-test="add-to-cart"]');
    await page.waitForFunction(() => document.querySelector('[data-test="counter-cart"]')?.textContent?.trim() === '1');
    await saveFromProductPage(page, PRODUCT, 'favourite-toggle');
    for (const slug of COMPARED) await saveFromProductPage(page, slug, 'compare-toggle');
    await page.waitForLoadState('networkidle');
  });

  test.afterAll(async () => {
    await session.close();
  });

  for (const [_, path, mustShow] of PAGES) {
    test(`${_}`, async () => {
      const { page } = session;
      const failures: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 844 });
        for (const locale of LOCALES) {
          const real = path.replace(THE_PRODUCT, PRODUCT);
          const url = locale === 'ro' ? real || '/' : `/ru${real}`;
          await settle(page, url);
          if (mustShow !== undefined)
            await expect(page.locator(mustShow).first(), `${mustShow} on ${url}`).toBeAttached();
          const result = await page.evaluate(measure);
          if (result.scrollWidth > result.innerWidth) {
            failures.push(
              `${url} at ${width} px is ${result.scrollWidth} px wide; sticking out:\n    ${result.offenders.join('\n    ')}`,
            );
          }
        }
      }
      expect(failures, failures.join('\n')).toEqual([]);
    });
  }
});
