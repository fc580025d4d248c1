import { router } from '@inertiajs/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import { type VariantChoices, type VariantEntry } from '@/components/products/types';
import { choicesOf } from '@/components/products/variant-choices';
import { VariantSwitcher } from '@/components/products/variant-switcher';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderWithPage } from '@/test/render-page';

const NBSP = '\u00a0';

function variant(id: number, values: string[], price: number, extra: Partial<VariantEntry> = {}): VariantEntry {
  return {
    id,
    url: `/produs/iphone-16-${id}`,
    sku: `APP-${id}`,
    price,
    old_price: null,
    is_stock: true,
    stock_level: 'in_stock',
    values,
    current: false,
    ...extra,
  };
}

// 128 GB in black and pink, 256 GB in black only (sold out), 512 GB in pink only.
const choices: VariantChoices = {
  name: 'iPhone 16',
  options: [
    {
      attribute_id: 2,
      name: 'Memorie internă',
      kind: 'button',
      values: [
        { id: '21', label: '128 GB', swatch: null },
        { id: '22', label: '256 GB', swatch: null },
        { id: '23', label: '512 GB', swatch: null },
      ],
    },
    {
      attribute_id: 1,
      name: 'Culoare',
      kind: 'swatch',
      values: [
        { id: '11', label: 'Negru', swatch: '#1d1d1f' },
        { id: '12', label: 'Roz', swatch: '#f4c2c2' },
        { id: '13', label: 'Verde', swatch: '#a8c8a0' },
      ],
    },
  ],
  variants: [
    variant(1, ['21', '11'], 1_599_900, { current: true }),
    variant(2, ['21', '12'], 1_599_900),
    variant(3, ['22', '11'], 1_899_900, { is_stock: false, stock_level: 'none' }),
    variant(4, ['23', '12'], 2_299_900, { old_price: 2_499_900 }),
  ],
};

let visits: string[] = [];
let stop: () => void = () => undefined;

beforeEach(() => {
  mockDarkModeMedia(false);
  visits = [];
  stop = router.on('before', (event) => {
    visits.push(event.detail.visit.url.pathname);
    event.preventDefault();
  });
});

afterEach(() => stop());

function choice(attribute: number, value: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[data-test="variant-choice-${attribute}-${value}"]`);
  expect(element).not.toBeNull();

  return element!;
}

describe('variant switcher', () => {
  it('names each option and its chosen value, and links every choice to its variant with its price', () => {
    renderWithPage(<VariantSwitcher choices={choices} />, { shared: { translations: ro } });

    const storage = screen.getByRole('group', { name: 'Memorie internă: 128 GB' });
    expect(within(storage).getAllByRole('link')).toHaveLength(3);
    expect(choice(2, '21')).toHaveAttribute('href', '/produs/iphone-16-1');
    expect(choice(2, '21')).toHaveAttribute('aria-current', 'true');
    expect(choice(2, '21').textContent).toBe(`128 GB15${NBSP}999${NBSP}lei`);
    // 256 GB keeps the black chosen: that variant exists, sold out but still a link.
    expect(choice(2, '22')).toHaveAttribute('href', '/produs/iphone-16-3');
    expect(choice(2, '22')).not.toHaveAttribute('aria-current');
    expect(choice(2, '22').textContent).toBe(`256 GB18${NBSP}999${NBSP}leiStoc epuizat`);
    expect(choice(2, '22')).toHaveAttribute('data-stock', 'none');
    expect(choice(2, '22').querySelector('.line-through')).toHaveTextContent('256 GB');
    // 512 GB exists only in pink: the link goes there and says so.
    expect(choice(2, '23')).toHaveAttribute('href', '/produs/iphone-16-4');
    expect(choice(2, '23')).toHaveAttribute('data-exact', 'false');
    expect(choice(2, '23').textContent).toBe(`512 GB22${NBSP}999${NBSP}leidoar în Roz`);

    const colour = screen.getByRole('group', { name: 'Culoare: Negru' });
    expect(within(colour).getByRole('link', { name: `Negru, 15${NBSP}999${NBSP}lei` })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(colour).getByRole('link', { name: `Roz, 15${NBSP}999${NBSP}lei` })).toHaveAttribute(
      'href',
      '/produs/iphone-16-2',
    );
    expect(choice(1, '11').querySelector('[style]')).toHaveStyle({ backgroundColor: '#1d1d1f' });
    expect(choice(1, '12')).toHaveAttribute('title', `Roz, 15${NBSP}999${NBSP}lei`);
  });

  it('shows a value no variant has as not a link', () => {
    renderWithPage(<VariantSwitcher choices={choices} />, { shared: { translations: ro } });

    const green = choice(1, '13');
    expect(green.tagName).toBe('SPAN');
    expect(green).toHaveAttribute('aria-disabled', 'true');
    expect(green).not.toHaveAttribute('href');
    expect(green).toHaveTextContent('Verde, Indisponibil');
    expect(screen.queryByRole('link', { name: /Verde/ })).toBeNull();
  });

  it('speaks Russian on the Russian page, out of stock included', () => {
    renderWithPage(
      <VariantSwitcher
        choices={{ ...choices, variants: choices.variants.map((v) => ({ ...v, url: `/ru${v.url}` })) }}
      />,
      {
        shared: { translations: ru, locale: 'ru' },
      },
    );

    expect(choice(2, '22').textContent).toBe(`256 GB18${NBSP}999${NBSP}лейНет в наличии`);
    expect(choice(2, '22')).toHaveAttribute('href', '/ru/produs/iphone-16-3');
    expect(choice(2, '23')).toHaveTextContent('только: Roz');
    expect(choice(1, '13')).toHaveTextContent('Verde, Нет в продаже');
    expect(screen.getByRole('group', { name: 'Выберите вариант' })).toBeInTheDocument();
  });

  it('is reached and followed with the keyboard, as Inertia visits', async () => {
    const user = userEvent.setup();
    renderWithPage(<VariantSwitcher choices={choices} />, { shared: { translations: ro } });

    await user.tab();
    expect(choice(2, '21')).toHaveFocus();
    await user.tab();
    expect(choice(2, '22')).toHaveFocus();
    expect(choice(2, '22').className).toContain('focus-visible:ring-2');
    await user.keyboard('{Enter}');
    expect(visits).toContain('/produs/iphone-16-3');
  });
});

describe('choices of an option', () => {
  it('prefers the variant that keeps the other values, then one in stock, then the cheapest', () => {
    const onPink = { ...choices, variants: choices.variants.map((v) => ({ ...v, current: v.id === 2 })) };
    // From 128 GB pink: 256 GB has only black (changes colour), 512 GB pink keeps it.
    const storage = choicesOf(onPink, 0);
    expect(storage.map((c) => [c.value.label, c.target?.id, c.exact, c.chosen])).toEqual([
      ['128 GB', 2, true, true],
      ['256 GB', 3, false, false],
      ['512 GB', 4, true, false],
    ]);
    expect(storage[1]?.changes.map((v) => v.label)).toEqual(['Negru']);

    // Two 256 GB variants that both change the colour: the one in stock wins over the cheaper sold-out one.
    const more = { ...onPink, variants: [...onPink.variants, variant(5, ['22', '13'], 1_999_900)] };
    expect(choicesOf(more, 0)[1]?.target?.id).toBe(5);
    expect(choicesOf(more, 1)[2]).toMatchObject({ exact: false, target: { id: 5 } });
  });
});
