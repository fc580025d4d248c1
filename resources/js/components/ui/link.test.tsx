import { router } from '@inertiajs/react';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Link } from '@/components/ui/link';
import { renderWithPage } from '@/test/render-page';

let visit: ReturnType<typeof vi.spyOn>;
let prefetch: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  visit = vi.spyOn(router, 'visit').mockImplementation(() => undefined);
  prefetch = vi.spyOn(router, 'prefetch').mockImplementation(() => undefined);
});

afterEach(() => vi.useRealTimers());

describe('Link', () => {
  it('is a plain anchor with its attributes, on the server too', () => {
    expect(
      renderToStaticMarkup(
        <Link href="/produs/tv" className="underline" data-test="product-link" aria-current="page">
          TV
        </Link>,
      ),
    ).toBe('<a class="underline" data-test="product-link" aria-current="page" href="/produs/tv">TV</a>');
  });

  it('turns a plain click into an Inertia visit with the same options as Inertia’s Link', () => {
    renderWithPage(
      <Link href="/cos" preserveScroll>
        Coș
      </Link>,
    );
    const click = fireEvent.click(screen.getByRole('link', { name: 'Coș' }));

    expect(click).toBe(false);
    expect(visit).toHaveBeenCalledWith('/cos', {
      method: 'get',
      preserveScroll: true,
      preserveState: false,
      replace: false,
    });
  });

  it('leaves a click with a modifier key, a middle click and a link for another tab to the browser', () => {
    renderWithPage(
      <>
        <Link href="/a">A</Link>
        <Link href="/b" target="_blank">
          B
        </Link>
      </>,
    );

    fireEvent.click(screen.getByRole('link', { name: 'A' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'A' }), { metaKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'A' }), { button: 1 });
    fireEvent.click(screen.getByRole('link', { name: 'B' }));
    expect(visit).not.toHaveBeenCalled();
  });

  it('calls its own onClick first, which may keep the visit from happening', () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithPage(
      <Link href="/a" onClick={onClick}>
        A
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'A' }));

    expect(onClick).toHaveBeenCalledOnce();
    expect(visit).not.toHaveBeenCalled();
  });

  it('prefetches the page once the pointer has rested on it, and not when it only passed', () => {
    vi.useFakeTimers();
    renderWithPage(
      <Link href="/telefoane" prefetch="hover">
        Telefoane
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Telefoane' });

    fireEvent.mouseEnter(link);
    fireEvent.mouseLeave(link);
    act(() => vi.advanceTimersByTime(500));
    expect(prefetch).not.toHaveBeenCalled();

    fireEvent.mouseEnter(link);
    act(() => vi.advanceTimersByTime(75));
    expect(prefetch).toHaveBeenCalledWith('/telefoane', {
      method: 'get',
      preserveScroll: false,
      preserveState: false,
      replace: false,
    });
  });

  it('is Inertia’s Link for anything more than a GET to a path', () => {
    renderWithPage(
      <Link href="/iesire" method="post" as="button">
        Ieșire
      </Link>,
    );

    expect(screen.getByRole('button', { name: 'Ieșire' })).toHaveAttribute('type', 'button');
  });
});
