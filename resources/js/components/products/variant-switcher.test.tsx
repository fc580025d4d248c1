import { router } from '@inertiajs/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import { type VariantChoice, type VariantChoices } from '@/components/products/types';
import { VariantSwitcher } from '@/components/products/variant-switcher';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderWithPage } from '@/test/render-page';

const NBSP = '\u00a0';

function choice(
  id: string,
  label: string,
  url: string,
  price: number,
  extra: Partial<VariantChoice> = {},
): VariantChoice {
  return {
    id,
    label,
    swatch: null,
    url: `/produs/iphone-16-${url}`,
    price,
    is_stock: true,
    chosen: false,
    exact: true,
    changes: [],
    ...extra,
  };
}

// On 128 GB black, of 128 GB in black and pink, 256 GB in black only (sold out), 512 GB in pink only: the choices as
// the server works them out (App\Queries\Products\VariantChoices).
const choices: VariantChoices = {
  name: 'iPhone 16',
  options: [
    {
      attribute_id: 2,
      name: 'Memorie internă',
      kind: 'button',
      values: [
        choice('21', '128 GB', '1', 1_599_900, { chosen: true }),
        choice('22', '256 GB', '3', 1_899_900, { is_stock: false }),
        choice('23', '512 GB', '4', 2_299_900, { exact: false, changes: ['Roz'] }),
      ],
    },
    {
      attribute_id: 1,
      name: 'Culoare',
      kind: 'swatch',
      values: [
        choice('11', 'Negru', '1', 1_599_900, { swatch: '#1d1d1f', chosen: true }),
        choice('12', 'Roz', '2', 1_599_900, { swatch: '#f4c2c2' }),
        choice('13', 'Verde', '5', 1_999_900, {
          swatch: '#a8c8a0',
          exact: false,
          is_stock: false,
          changes: ['256 GB'],
        }),
        // A colour without a swatch of its own is a button.
        choice('14', 'Auriu', '6', 2_099_900, { exact: false, changes: ['512 GB'] }),
      ],
    },
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

function link(attribute: number, value: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[data-test="variant-choice-${attribute}-${value}"]`);
  expect(element).not.toBeNull();

  return element!;
}

describe('variant switcher', () => {
  it('names each option and its chosen value, and links every choice to its variant with its price', () => {
    renderWithPage(<VariantSwitcher choices={choices} />, { shared: { translations: ro } });

    const storage = screen.getByRole('group', { name: 'Memorie internă: 128 GB' });
    expect(within(storage).getAllByRole('link')).toHaveLength(3);
    expect(link(2, '21')).toHaveAttribute('href', '/produs/iphone-16-1');
    expect(link(2, '21')).toHaveAttribute('aria-current', 'true');
    expect(link(2, '21').textContent).toBe(`128 GB15${NBSP}999${NBSP}lei`);
    // 256 GB keeps the black chosen: that variant exists, sold out but still a link.
    expect(link(2, '22')).toHaveAttribute('href', '/produs/iphone-16-3');
    expect(link(2, '22')).not.toHaveAttribute('aria-current');
    expect(link(2, '22').textContent).toBe(`256 GB18${NBSP}999${NBSP}leiStoc epuizat`);
    expect(link(2, '22')).toHaveAttribute('data-stock', 'none');
    expect(link(2, '22').querySelector('.line-through')).toHaveTextContent('256 GB');
    // 512 GB exists only in pink: the link goes there and says so.
    expect(link(2, '23')).toHaveAttribute('href', '/produs/iphone-16-4');
    expect(link(2, '23')).toHaveAttribute('data-exact', 'false');
    expect(link(2, '23').textContent).toBe(`512 GB22${NBSP}999${NBSP}leidoar în Roz`);

    const colour = screen.getByRole('group', { name: 'Culoare: Negru' });
    expect(within(colour).getByRole('link', { name: `Negru, 15${NBSP}999${NBSP}lei` })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(colour).getByRole('link', { name: `Roz, 15${NBSP}999${NBSP}lei` })).toHaveAttribute(
      'href',
      '/produs/iphone-16-2',
    );
    expect(link(1, '11').querySelector('[style]')).toHaveStyle({ backgroundColor: '#1d1d1f' });
    expect(link(1, '12')).toHaveAttribute('title', `Roz, 15${NBSP}999${NBSP}lei`);
  });

  it('dims and strikes a sold-out swatch, marks one that changes another option, and draws a colour without a swatch as a button', () => {
    renderWithPage(<VariantSwitcher choices={choices} />, { shared: { translations: ro } });

    const green = link(1, '13');
    expect(green.tagName).toBe('A');
    expect(green).toHaveAttribute('href', '/produs/iphone-16-5');
    expect(green).toHaveAttribute('data-stock', 'none');
    expect(green).toHaveAttribute('data-exact', 'false');
    expect(green.className).toContain('opacity-60');
    expect(green).toHaveAttribute('title', `Verde, 19${NBSP}999${NBSP}lei, Stoc epuizat, doar în 256 GB`);
    expect(screen.getByRole('link', { name: `Verde, 19${NBSP}999${NBSP}lei, Stoc epuizat, doar în 256 GB` })).toBe(
      green,
    );
    // The strike across it and the dot of a choice that changes another option are drawn, not read.
    expect(green.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
    expect(link(1, '12').querySelectorAll('[aria-hidden="true"]')).toHaveLength(0);

    const gold = link(1, '14');
    expect(gold).not.toHaveAttribute('title');
    expect(gold.querySelector('[style]')).toBeNull();
    expect(gold.textContent).toBe(`Auriu20${NBSP}999${NBSP}leidoar în 512 GB`);
    expect(gold.className).toContain('border-dashed');
    expect(link(2, '21').className).not.toContain('border-dashed');
  });

  it('speaks Russian on the Russian page, out of stock included', () => {
    renderWithPage(
      <VariantSwitcher
        choices={{
          ...choices,
          options: choices.options.map((o) => ({ ...o, values: o.values.map((v) => ({ ...v, url: `/ru${v.url}` })) })),
        }}
      />,
      {
        shared: { translations: ru, locale: 'ru' },
      },
    );

    expect(link(2, '22').textContent).toBe(`256 GB18${NBSP}999${NBSP}лейНет в наличии`);
    expect(link(2, '22')).toHaveAttribute('href', '/ru/produs/iphone-16-3');
    expect(link(2, '23')).toHaveTextContent('только: Roz');
    expect(link(1, '13')).toHaveAttribute('title', `Verde, 19${NBSP}999${NBSP}лей, Нет в наличии, только: 256 GB`);
    expect(screen.getByRole('group', { name: 'Выберите вариант' })).toBeInTheDocument();
  });

  it('is reached and followed with the keyboard, as Inertia visits', async () => {
    const user = userEvent.setup();
    renderWithPage(<VariantSwitcher choices={choices} />, { shared: { translations: ro } });

    await user.tab();
    expect(link(2, '21')).toHaveFocus();
    await user.tab();
    expect(link(2, '22')).toHaveFocus();
    expect(link(2, '22').className).toContain('focus-visible:ring-2');
    await user.keyboard('{Enter}');
    expect(visits).toContain('/produs/iphone-16-3');
  });
});
