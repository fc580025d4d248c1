import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import { PromotionStrip } from '@/components/home/promotion-strip';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderWithPage } from '@/test/render-page';
import { type HomePromotion } from '@/types/home';

const blackFriday: HomePromotion = {
  slug: 'black-friday',
  title: 'Black Friday',
  summary: 'Cele mai mari reduceri ale anului.',
  banner: '/images/promotions/black-friday.svg',
  starts_at: '2026-11-20',
  ends_at: '2026-11-29',
  url: '/promotii/black-friday',
  products_count: 140,
};

const credit: HomePromotion = {
  slug: 'electrocasnice-mari-in-rate-0',
  title: 'Крупная бытовая техника в рассрочку 0%',
  summary: 'Холодильники и стиральные машины в рассрочку.',
  banner: null,
  starts_at: '2026-10-27',
  ends_at: null,
  url: '/ru/promotii/electrocasnice-mari-in-rate-0',
  products_count: 36,
};

beforeEach(() => mockDarkModeMedia(false));

describe('home promotion strip', () => {
  it('shows every running promotion as one link with its banner, period and title, then the way to all promotions', () => {
    renderWithPage(
      <PromotionStrip
        promotions={[
          blackFriday,
          { ...blackFriday, slug: 'tv', title: 'Reduceri la televizoare', url: '/promotii/tv' },
        ]}
      />,
      {
        shared: { translations: ro, locale: 'ro' },
      },
    );

    const section = screen.getByRole('region', { name: 'Promoții în desfășurare' });
    const card = within(section).getByRole('link', { name: /Black Friday/ });
    expect(card).toHaveAttribute('href', '/promotii/black-friday');
    expect(card).toHaveTextContent('20–29 noiembrie 2026');
    expect(card.querySelector('img')).toHaveAttribute('width', '1200');
    expect(card.querySelector('img')).toHaveAttribute('height', '400');
    expect(card.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(within(section).getByRole('link', { name: /Reduceri la televizoare/ })).toHaveAttribute(
      'href',
      '/promotii/tv',
    );
    expect(within(section).getByRole('link', { name: 'Toate promoțiile' })).toHaveAttribute('href', '/promotii');
  });

  it('speaks Russian on Russian pages, and an open-ended promotion without a banner still gets its card', () => {
    renderWithPage(<PromotionStrip promotions={[credit]} />, {
      shared: { translations: ru, locale: 'ru' },
      url: '/ru',
    });

    const section = screen.getByRole('region', { name: 'Действующие акции' });
    const card = within(section).getByRole('link', { name: /Крупная бытовая техника/ });
    expect(card).toHaveAttribute('href', '/ru/promotii/electrocasnice-mari-in-rate-0');
    expect(card).toHaveTextContent('С 27 октября 2026');
    expect(card.querySelector('img')).toBeNull();
    expect(within(section).getByRole('link', { name: 'Все акции' })).toHaveAttribute('href', '/ru/promotii');
  });

  it('is left out when nothing runs', () => {
    renderWithPage(<PromotionStrip promotions={[]} />, { shared: { translations: ro, locale: 'ro' } });

    expect(document.querySelector('[data-test="home-promotions"]')).toBeNull();
  });
});
