import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { mockDarkModeMedia } from '@/test/match-media';
import { renderPage } from '@/test/render-page';
import { sharedProps } from '@/test/shared-props';
import Home from '@/pages/home/index';

// The home page's own props; empty lists are enough for the frame around it.
const homeProps = { newProducts: [], popularProducts: [], salesProducts: [], stores: [], banners: [], promotions: [] };

beforeEach(() => {
  mockDarkModeMedia(false);
});

describe('store layout', () => {
  it('frames the page: skip link, header, main, footer', () => {
    renderPage(Home, { component: 'home/index', props: homeProps });

    const skip = screen.getByRole('link', { name: 'Salt la conținut' });
    expect(skip).toHaveAttribute('href', '#content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'content');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Electronice și electrocasnice pentru casa dvs.',
    );
  });

  it('links the logo home and offers Russian with hreflang', () => {
    renderPage(Home, { component: 'home/index', props: homeProps });
    const header = within(screen.getByRole('banner'));

    expect(header.getByRole('link', { name: 'Electro Shop' })).toHaveAttribute('href', '/');
    const switchLink = header.getByRole('link', { name: 'Русский' });
    expect(switchLink).toHaveAttribute('href', '/ru');
    expect(switchLink).toHaveAttribute('hreflang', 'ru');
    expect(switchLink).toHaveAttribute('lang', 'ru');
    expect(header.getByRole('group', { name: 'Temă' })).toBeInTheDocument();
  });

  it('on a Russian page links home to /ru and offers Romanian at the alternate URL', () => {
    renderPage(Home, {
      component: 'home/index',
      props: homeProps,
      shared: {
        locale: 'ru',
        route: { name: 'home', alternates: { ro: '/?page=2', ru: '/ru?page=2' }, canonical: 'http://shop.test/ru' },
      },
    });
    const header = within(screen.getByRole('banner'));

    expect(header.getByRole('link', { name: 'Electro Shop' })).toHaveAttribute('href', '/ru');
    expect(header.getByRole('link', { name: 'Română' })).toHaveAttribute('href', '/?page=2');
  });

  it('shows the office hours and this year in the footer', () => {
    renderPage(Home, { component: 'home/index', props: homeProps });
    const footer = within(screen.getByRole('contentinfo'));

    expect(footer.getByRole('heading', { name: 'Programul oficiului' })).toBeInTheDocument();
    expect(footer.getByText('Luni – vineri: 8:00 – 18:00')).toBeInTheDocument();
    expect(footer.getByText('Sâmbătă – duminică: 8:00 – 16:00')).toBeInTheDocument();
    expect(
      footer.getByText(`© ${new Date().getFullYear()} Electro Shop. Toate drepturile rezervate.`),
    ).toBeInTheDocument();
  });

  it('shows the office hours the server sends, whatever their days', () => {
    renderPage(Home, {
      component: 'home/index',
      props: homeProps,
      shared: {
        shop: {
          ...sharedProps().shop,
          office_hours: [
            { from: 1, to: 3, hours: ['09:00', '17:30'] },
            { from: 4, to: 6, hours: null },
            { from: 7, to: 7, hours: ['10:00', '14:00'] },
          ],
        },
      },
    });
    const footer = within(screen.getByRole('contentinfo'));

    expect(footer.getByText('Lu – Mi: 9:00 – 17:30')).toBeInTheDocument();
    expect(footer.getByText('Du: 10:00 – 14:00')).toBeInTheDocument();
    expect(footer.queryByText(/Luni – vineri/)).not.toBeInTheDocument();
  });

  it('keeps the head tags the root view printed: title, description, canonical and hreflang', async () => {
    renderPage(Home, {
      component: 'home/index',
      props: homeProps,
      shared: { meta: { title: 'Acasă', description: 'Magazin de electronice' } },
    });

    await expect
      .poll(() => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href'))
      .toBe('http://shop.test/');
    expect(document.title).toBe('Acasă');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Magazin de electronice',
    );
    const alternates = [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
      link.getAttribute('data-inertia'),
    ]);
    expect(alternates).toEqual([
      ['ro', 'http://shop.test/', 'alternate-ro'],
      ['ru', 'http://shop.test/ru', 'alternate-ru'],
      ['x-default', 'http://shop.test/', 'alternate-x-default'],
    ]);
  });
});
