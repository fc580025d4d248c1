import { type Page, type Router, type VisitOptions } from '@inertiajs/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { keepScrollOnSamePage, watchFormArrivals } from '@/lib/form-arrival';

type Listener = (event: { detail: Record<string, unknown> }) => void;

/** A router that only dispatches the events the watcher listens to. */
function fakeRouter() {
  const listeners = new Map<string, Listener[]>();
  const router = {
    on: (type: string, callback: Listener) => {
      listeners.set(type, [...(listeners.get(type) ?? []), callback]);

      return () => {};
    },
  } as unknown as Pick<Router, 'on'>;
  const fire = (type: string, detail: Record<string, unknown>) =>
    listeners.get(type)?.forEach((listener) => listener({ detail }));

  return { router, fire };
}

function page(component: string, errors: Record<string, string> = {}): Page {
  return { component, props: { errors }, url: '/', version: '' } as unknown as Page;
}

function preserve(options: VisitOptions, answer: Page): boolean {
  const resolved = keepScrollOnSamePage('/x', options).preserveScroll;
  if (typeof resolved !== 'function') throw new Error('expected a function');

  return resolved(answer);
}

let frames: FrameRequestCallback[] = [];

beforeEach(() => {
  frames = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);

    return frames.length;
  });
  document.body.innerHTML = '';
});

afterEach(() => vi.restoreAllMocks());

function paint(): void {
  while (frames.length > 0) frames.shift()!(0);
}

describe('where a form’s answer opens', () => {
  it('keeps the scroll only while the answer is the page the form was sent from', () => {
    const { router } = fakeRouter();
    watchFormArrivals(router, 'checkout/show');

    // A refusal: the same page with errors keeps its place by the fields.
    expect(preserve({ preserveScroll: true }, page('checkout/show', { phone: 'x' }))).toBe(true);
    // The order it led to opens at its top.
    expect(preserve({ preserveScroll: true }, page('orders/show'))).toBe(false);
    // `errors` and a callback keep their own meaning on the same page.
    expect(preserve({ preserveScroll: 'errors' }, page('checkout/show'))).toBe(false);
    expect(preserve({ preserveScroll: () => true }, page('checkout/show'))).toBe(true);
    // A visit that does not keep the scroll is left alone.
    expect(keepScrollOnSamePage('/x', {})).toEqual({});
    expect(keepScrollOnSamePage('/x', { preserveScroll: false })).toEqual({});
  });

  it('focuses the message an accepted form shows and scrolls it below the header when it is out of view', () => {
    const { router, fire } = fakeRouter();
    watchFormArrivals(router, 'credit/index');
    document.body.innerHTML =
      '<main><h1>Credit</h1><form><div data-arrival role="status" tabindex="-1">Trimisă</div></form></main>';
    const message = document.querySelector<HTMLElement>('[data-arrival]')!;
    message.getBoundingClientRect = () => ({ top: -300, height: 60 }) as DOMRect;
    const scrolled = vi.fn();
    message.scrollIntoView = scrolled;

    fire('start', { visit: { id: 'v1', method: 'post', prefetch: false } });
    fire('success', { page: page('credit/index'), visitId: 'v1' });
    expect(message).not.toHaveFocus();
    paint();

    expect(message).toHaveFocus();
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
  });

  it('focuses the heading of another page a form led to, and leaves a message in view where it is', () => {
    const { router, fire } = fakeRouter();
    watchFormArrivals(router, 'auth/login');
    document.body.innerHTML = '<main><h1>Contul meu</h1></main>';
    const heading = document.querySelector('h1')!;
    heading.getBoundingClientRect = () => ({ top: 200, height: 30 }) as DOMRect;
    const scrolled = vi.fn();
    heading.scrollIntoView = scrolled;

    fire('start', { visit: { id: 'v2', method: 'post', prefetch: false } });
    fire('success', { page: page('account/dashboard'), visitId: 'v2' });
    paint();

    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('leaves the focus alone after a link, a refusal, or another visit’s answer', () => {
    const { router, fire } = fakeRouter();
    watchFormArrivals(router, 'catalog/listing');
    document.body.innerHTML = '<main><h1>Televizoare</h1><div data-arrival tabindex="-1">x</div></main>';

    fire('start', { visit: { id: 'g', method: 'get', prefetch: false } });
    fire('success', { page: page('products/show'), visitId: 'g' });
    fire('start', { visit: { id: 'p', method: 'post', prefetch: false } });
    fire('error', { errors: { phone: 'x' }, page: page('catalog/listing'), visitId: 'p' });
    fire('success', { page: page('catalog/listing'), visitId: 'p' });
    fire('start', { visit: { id: 'q', method: 'post', prefetch: false } });
    fire('success', { page: page('catalog/listing'), visitId: 'deferred' });
    paint();

    expect(document.body).toHaveFocus();
  });
});
