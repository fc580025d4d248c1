import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import { PromotionHeader } from '@/components/promotions/promotion-header';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderWithPage } from '@/test/render-page';
import { type Promotion } from '@/types/promotions';

const promotion: Promotion = {
  slug: 'reduceri-la-televizoare',
  title: 'Reduceri la televizoare',
  summary: 'Smart TV, OLED și QLED la prețuri mai mici.',
  description_html:
    '<p>Pregătește-te pentru <strong>serile de iarnă</strong>.</p>\n<p>Consultanții te ajută să alegi diagonala.</p>',
  terms_html:
    '<p>Reducerea se aplică doar televizoarelor din listă.</p>\n<p>Prețul redus nu se cumulează cu alte oferte.</p>',
  discount: null,
  banner: '/images/promotions/reduceri-la-televizoare.svg',
  starts_at: '2026-11-01',
  ends_at: '2026-11-30',
  url: '/promotii/reduceri-la-televizoare',
  products_count: 23,
};

function byTest(name: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[data-test="${name}"]`);
  if (element === null) {
    throw new Error(`No element with data-test="${name}"`);
  }

  return element;
}

// Intl puts a thin or no-break space around the range dash in some ICU versions; compare with plain spaces.
function periodText(): string {
  return (byTest('promotion-period').textContent ?? '').replace(/[\u00a0\u2009\u202f]/g, ' ');
}

beforeEach(() => mockDarkModeMedia(false));

describe('promotion header', () => {
  it('shows the banner, the title, the period and the description rendered from Markdown in Romanian', () => {
    renderWithPage(<PromotionHeader promotion={promotion} />, { shared: { translations: ro } });

    expect(screen.getByRole('heading', { level: 1, name: 'Reduceri la televizoare' })).toBeInTheDocument();
    expect(byTest('promotion-banner')).toHaveAttribute('src', '/images/promotions/reduceri-la-televizoare.svg');
    expect(periodText()).toBe('Perioada promoției: 1–30 noiembrie 2026');
    const paragraphs = byTest('promotion-description').querySelectorAll('p');
    expect([...paragraphs].map((p) => p.textContent)).toEqual([
      'Pregătește-te pentru serile de iarnă.',
      'Consultanții te ajută să alegi diagonala.',
    ]);
    expect(byTest('promotion-description').querySelector('strong')).toHaveTextContent('serile de iarnă');
  });

  it('says what the promotion takes off its products, as a percent or an amount in each language', () => {
    const { unmount } = renderWithPage(
      <PromotionHeader promotion={{ ...promotion, discount: { type: 'percent', value: 10 } }} />,
      { shared: { translations: ro } },
    );
    expect(byTest('promotion-discount')).toHaveTextContent('Reducere 10% la produsele promoției');
    unmount();

    renderWithPage(<PromotionHeader promotion={{ ...promotion, discount: { type: 'amount', value: 150_000 } }} />, {
      shared: { translations: ru, locale: 'ru' },
    });
    expect(byTest('promotion-discount').textContent?.replace(/\u00a0/g, ' ')).toBe(
      'Каждый товар акции дешевле на 1 500 лей',
    );
  });

  it('leaves out the description and the terms when there are none', () => {
    renderWithPage(<PromotionHeader promotion={{ ...promotion, description_html: '', terms_html: '' }} />, {
      shared: { translations: ro },
    });

    expect(document.querySelector('[data-test="promotion-description"]')).toBeNull();
    expect(document.querySelector('[data-test="promotion-terms"]')).toBeNull();
    expect(document.querySelector('[data-test="promotion-discount"]')).toBeNull();
  });

  it('writes the period the Russian way, across months and without an end', () => {
    const { unmount } = renderWithPage(
      <PromotionHeader promotion={{ ...promotion, starts_at: '2026-10-20', ends_at: '2026-11-30' }} />,
      { shared: { translations: ru, locale: 'ru' } },
    );
    expect(periodText()).toBe('Срок акции: 20 октября – 30 ноября 2026 г.');
    unmount();

    renderWithPage(<PromotionHeader promotion={{ ...promotion, ends_at: null }} />, {
      shared: { translations: ru, locale: 'ru' },
    });
    expect(periodText()).toBe('Срок акции: С 1 ноября 2026 г.');
  });

  it('writes an open-ended Romanian period from its first day', () => {
    renderWithPage(<PromotionHeader promotion={{ ...promotion, ends_at: null }} />, { shared: { translations: ro } });

    expect(periodText()).toBe('Perioada promoției: Din 1 noiembrie 2026');
  });

  it('keeps the terms folded until the shopper opens them', async () => {
    renderWithPage(<PromotionHeader promotion={promotion} />, { shared: { translations: ro } });
    const user = userEvent.setup();

    const details = byTest('promotion-terms');
    expect(details).not.toHaveAttribute('open');
    expect(screen.getByText('Prețul redus nu se cumulează cu alte oferte.')).not.toBeVisible();

    await user.click(screen.getByText('Condițiile promoției'));
    expect(details).toHaveAttribute('open');
    expect(screen.getByText('Prețul redus nu se cumulează cu alte oferte.')).toBeVisible();

    await user.click(screen.getByText('Condițiile promoției'));
    expect(details).not.toHaveAttribute('open');
  });

  it('leaves the banner out when there is none', () => {
    renderWithPage(<PromotionHeader promotion={{ ...promotion, banner: null }} />, { shared: { translations: ro } });

    expect(document.querySelector('[data-test="promotion-banner"]')).toBeNull();
  });
});
