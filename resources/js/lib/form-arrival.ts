import { type Page, type Router, type VisitOptions } from '@inertiajs/core';

/**
 * Where a form's answer opens. Inertia's `preserveScroll: true` keeps the window where it was for the whole visit,
 * so a form sent from the foot of a long page (the checkout on a phone) used to open the page it led to (the order's
 * confirmation) scrolled to its footer. Forms keep the option so that a refusal stays by its fields; here it only
 * holds while the answer is the same page: any other page opens at its top, as a link does.
 *
 * After a form is accepted, its outcome takes the focus and comes into view below the sticky header: the message
 * the answer shows (an element marked `data-arrival`: the kit's Alert with `arrival`, the order's thanks), else,
 * on another page, its heading. A refusal is left to the form, which moves the focus to its first field to fix.
 */

/** Marks the element that says how a form went. */
export const ARRIVAL_ATTRIBUTE = 'data-arrival';

type PreserveOption = VisitOptions['preserveScroll'];

/** The page component on screen, kept by watchFormArrivals(). */
let currentComponent: string | null = null;

function resolvePreserve(option: PreserveOption, page: Page): boolean {
  if (typeof option === 'function') return option(page);
  if (option === 'errors') return Object.keys(page.props.errors ?? {}).length > 0;

  return option === true;
}

/**
 * Inertia's `visitOptions` default (app.tsx): a visit asking to keep the scroll keeps it only when its answer is the
 * page it was sent from.
 */
export function keepScrollOnSamePage(_href: string, options: VisitOptions): VisitOptions {
  const asked = options.preserveScroll;
  if (asked === undefined || asked === false) return {};
  const from = currentComponent;

  return { preserveScroll: (page: Page) => page.component === from && resolvePreserve(asked, page) };
}

/** The top of the part of the window the sticky header leaves uncovered, and its bottom above the phone's bottom row. */
function visibleBand(): { top: number; bottom: number } {
  const root = getComputedStyle(document.documentElement);
  const top = parseFloat(root.scrollPaddingTop) || 0;
  const bottom = parseFloat(root.scrollPaddingBottom) || 0;

  return { top, bottom: window.innerHeight - bottom };
}

/** Focuses an outcome (a message or a heading) and scrolls it below the sticky header when it is not in view. */
export function reveal(target: HTMLElement): void {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  const rect = target.getBoundingClientRect();
  const band = visibleBand();
  if (rect.top < band.top || rect.top >= band.bottom - Math.min(rect.height, 48)) {
    // Honours the page's scroll-padding-top (the sticky header's height on phones) and the target's scroll-margin.
    target.scrollIntoView({ block: 'start' });
  }
}

/** What a form's accepted answer should focus: its message, or the heading of the new page it led to. */
export function arrivalTarget(newPage: boolean): HTMLElement | null {
  const message = document.querySelector<HTMLElement>(`[${ARRIVAL_ATTRIBUTE}]`);
  if (message !== null) return message;

  return newPage ? document.querySelector<HTMLElement>('main h1') : null;
}

/** After the answer is drawn and Inertia has placed the scroll: two frames. */
function afterPaint(callback: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(callback));
}

/**
 * Follows the router: remembers the page on screen, and after an accepted form (any visit that is not a GET) moves
 * the focus to its outcome, unless a message has already taken it.
 */
export function watchFormArrivals(router: Pick<Router, 'on'>, initialComponent: string): void {
  currentComponent = initialComponent;
  // The form visit in flight: its id and the page it was sent from. Other visits (deferred props, polls) pass by.
  let sent: { id: string; from: string | null } | null = null;
  router.on('start', (event) => {
    const visit = event.detail.visit;
    if (visit.method !== 'get' && !visit.prefetch) sent = { id: visit.id, from: currentComponent };
  });
  // An answer to the same address replaces the history entry without a `navigate` event: follow every answer.
  const follow = (page: Page | undefined) => {
    if (page !== undefined) currentComponent = page.component;
  };
  router.on('navigate', (event) => follow(event.detail.page));
  router.on('error', (event) => {
    follow(event.detail.page);
    if (sent?.id === event.detail.visitId) sent = null;
  });
  router.on('success', (event) => {
    follow(event.detail.page);
    if (sent === null || sent.id !== event.detail.visitId) return;
    const newPage = event.detail.page.component !== sent.from;
    sent = null;
    afterPaint(() => {
      if (document.activeElement?.closest(`[${ARRIVAL_ATTRIBUTE}]`)) return;
      const target = arrivalTarget(newPage);
      if (target !== null) reveal(target);
    });
  });
}
