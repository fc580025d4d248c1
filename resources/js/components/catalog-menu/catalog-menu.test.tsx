import { router } from '@inertiajs/react';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import ro from '../../../../lang/ro.json';
import { catalogFixture } from '@/components/catalog-menu/catalog-fixture';
import { catalogMenu } from '@/components/catalog-menu/catalog-menu';
import { SiteHeader } from '@/layouts/storefront/site-header';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderWithPage } from '@/test/render-page';
import { getHeaderState, headerActions } from '@/state/header-state';

const query = (id: string) => document.querySelector(`[data-test="${id}"]`);
const byTest = (id: string) => {
  const element = document.querySelector<HTMLElement>(`[data-test="${id}"]`);
  if (element === null) {
    throw new Error(`no [data-test="${id}"]`);
  }

  return element;
};
const isSelected = (slug: string) => byTest(`catalog-menu-top-${slug}`).dataset.selected === 'true';

let stopVisits: () => void = () => undefined;

beforeEach(async () => {
  // The menu's chunk, loaded on demand in the browser, is there before the first press here.
  await catalogMenu.preload();
  vi.useFakeTimers();
  mockDarkModeMedia(false);
  headerActions.reset();
  // Links are clicked, not followed: cancel Inertia's visits.
  stopVisits = router.on('before', (event) => event.preventDefault());
  renderWithPage(<SiteHeader />, { shared: { translations: ro, catalog: catalogFixture } });
});

afterEach(() => {
  stopVisits();
  act(() => headerActions.reset());
  vi.useRealTimers();
});

function openMenu() {
  fireEvent.click(byTest('catalog-button'));
  act(() => vi.advanceTimersByTime(300));
}

describe('catalog button', () => {
  it('shows a spinner for 300 ms and then opens the menu', () => {
    fireEvent.click(byTest('catalog-button'));

    expect(query('catalog-spinner')).not.toBeNull();
    act(() => vi.advanceTimersByTime(299));
    expect(query('catalog-menu')).toBeNull();
    expect(query('catalog-spinner')).not.toBeNull();

    act(() => vi.advanceTimersByTime(1));
    expect(query('catalog-menu')).not.toBeNull();
    expect(query('catalog-spinner')).toBeNull();
    expect(byTest('catalog-button')).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes the menu after the spinner too', () => {
    openMenu();
    fireEvent.click(byTest('catalog-button'));

    act(() => vi.advanceTimersByTime(299));
    expect(query('catalog-menu')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(query('catalog-menu')).toBeNull();
  });

  it('ignores clicks while the spinner turns', () => {
    fireEvent.click(byTest('catalog-button'));
    fireEvent.click(byTest('catalog-button'));
    act(() => vi.advanceTimersByTime(600));

    expect(getHeaderState().catalogShow).toBe(true);
  });

  it('has an accessible name', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Catalog' })).toBe(byTest('catalog-button'));
  });
});

describe('catalog mega-menu', () => {
  it('selects the first category on opening, with no delay, and shows its levels', () => {
    openMenu();

    expect(isSelected('telefoane')).toBe(true);
    expect(byTest('catalog-menu-link-smartphone-uri')).toHaveAttribute(
      'href',
      '/categorie-produs/telefoane/smartphone-uri',
    );
    expect(byTest('catalog-menu-link-iphone')).toHaveAttribute(
      'href',
      '/categorie-produs/telefoane/smartphone-uri/iphone',
    );
    expect(byTest('catalog-menu-top-telefoane')).toHaveAttribute('href', '/categorie-produs/telefoane');
  });

  it('shows a label badge in its own colours', () => {
    openMenu();

    const badge = screen.getByText('Nou');
    expect(badge).toHaveStyle({ color: '#ffffff', backgroundColor: '#dc2626' });
  });

  it('selects a hovered category after 300 ms and not before', () => {
    openMenu();
    fireEvent.mouseEnter(byTest('catalog-menu-top-laptopuri').parentElement!);

    act(() => vi.advanceTimersByTime(299));
    expect(isSelected('telefoane')).toBe(true);
    expect(query('catalog-menu-link-rtx')).toBeNull();

    act(() => vi.advanceTimersByTime(1));
    expect(isSelected('laptopuri')).toBe(true);
    expect(query('catalog-menu-link-rtx')).not.toBeNull();
  });

  it('cancels the selection when the pointer leaves before 300 ms', () => {
    openMenu();
    fireEvent.mouseEnter(byTest('catalog-menu-top-laptopuri').parentElement!);
    act(() => vi.advanceTimersByTime(200));
    fireEvent.mouseLeave(byTest('catalog-menu-top-laptopuri').parentElement!);

    act(() => vi.advanceTimersByTime(1000));
    expect(isSelected('telefoane')).toBe(true);
  });

  it('only selects the last hovered category', () => {
    openMenu();
    fireEvent.mouseEnter(byTest('catalog-menu-top-laptopuri').parentElement!);
    act(() => vi.advanceTimersByTime(200));
    fireEvent.mouseEnter(byTest('catalog-menu-top-televizoare').parentElement!);
    act(() => vi.advanceTimersByTime(200));
    expect(isSelected('telefoane')).toBe(true);

    act(() => vi.advanceTimersByTime(100));
    expect(isSelected('televizoare')).toBe(true);
  });

  it('selects a category at once when it gets keyboard focus', () => {
    openMenu();
    act(() => byTest('catalog-menu-top-televizoare').focus());

    expect(isSelected('televizoare')).toBe(true);
  });

  it('clears the selection when it closes', () => {
    openMenu();
    fireEvent.mouseEnter(byTest('catalog-menu-top-laptopuri').parentElement!);
    act(() => vi.advanceTimersByTime(300));
    expect(isSelected('laptopuri')).toBe(true);

    openMenu(); // the button toggles it shut
    expect(query('catalog-menu')).toBeNull();
    openMenu();
    expect(isSelected('telefoane')).toBe(true);
  });

  it.each(['catalog-menu-top-laptopuri', 'catalog-menu-link-smartphone-uri', 'catalog-menu-link-android'])(
    'closes when a link is clicked (%s)',
    (id) => {
      openMenu();
      fireEvent.click(byTest(id));

      expect(query('catalog-menu')).toBeNull();
      expect(getHeaderState().catalogShow).toBe(false);
    },
  );

  it('closes on Escape and gives focus back to the Catalog button', () => {
    openMenu();
    act(() => byTest('catalog-menu-top-laptopuri').focus());
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

    expect(query('catalog-menu')).toBeNull();
    expect(byTest('catalog-button')).toHaveFocus();
  });
});
