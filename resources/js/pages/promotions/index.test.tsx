import { router } from '@inertiajs/react';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import PromotionsIndexPage from '@/pages/promotions/index';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderPage } from '@/test/render-page';
import { type Promotion } from '@/types/promotions';

const blackFriday: Promotion = {
  slug: 'black-friday',
  title: 'Black Friday',
  summary: 'Cele mai mari reduceri ale anului.',
  description_html: '<p>O săptămână de reduceri.</p>',
  terms_html: '<p>În limita stocului.</p>',
  discount: null,
  banner: '/images/promotions/black-friday.svg',
  starts_at: '2026-11-20',
  ends_at: '2026-11-29',
  url: '/promotii/black-friday',
  products_count: 40,
};

let stopVisits: () => void = () => undefined;

beforeEach(() => {
  mockDarkModeMedia(false);
  stopVisits = router.on('before', (event) => event.preventDefault());
});

afterEach(() => stopVisits());

function render(promotions: Promotion[], locale: 'ro' | 'ru' = 'ro') {
  return renderPage(PromotionsIndexPage, {
    component: 'promotions/index',
    url: locale === 'ro' ? '/promotii' : '/ru/promotii',
    props: { breadcrumbs: [{ name: 'Promoții', url: '/promotii' }], promotions },
    shared: { translations: locale === 'ro' ? ro : ru, locale, meta: { title: 'Promoții' } },
  });
}

describe('promotions index page', () => {
  it('shows each promotion as a card with its period, summary and product count, linking to its page', () => {
    render([blackFriday]);

    const card = document.querySelector('[data-test="promotion-card-black-friday"]');
    expect(card).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Black Friday' })).toHaveAttribute('href', '/promotii/black-friday');
    expect(card).toHaveTextContent('20–29 noiembrie 2026');
    expect(card).toHaveTextContent('Cele mai mari reduceri ale anului.');
    expect(card).toHaveTextContent('Produse în promoție: 40');
  });

  it('says so when nothing runs, and points to the discounted products', () => {
    render([], 'ru');

    expect(screen.getByText('Сейчас действующих акций нет. Загляните позже!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Смотреть товары со скидкой' })).toHaveAttribute(
      'href',
      '/ru/categorie-produs/reduceri',
    );
  });
});
