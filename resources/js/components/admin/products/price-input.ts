/**
 * A price as staff type it, in lei, to bani: `12499`, `12 499,90`, `12499.90`, `12.499,90`, `12,499.90`; at most two
 * decimals. The same rules as the server's App\Http\Requests\Admin\Products\PriceInput; null when it is no price.
 */
export function parseLei(typed: string): number | null {
  const text = typed.trim().replace(/[\s\u00A0\u202F]+/g, '');
  if (text === '') return null;

  const simple = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(text);
  if (simple !== null) return toBani(simple[1] ?? '', simple[2] ?? '');

  const grouped = /^(\d{1,3}(?:([.,])\d{3})+)(?:([.,])(\d{1,2}))?$/.exec(text);
  if (grouped !== null) {
    const mark = grouped[2] ?? '';
    if (grouped[3] !== undefined && grouped[3] === mark) return null;

    return toBani((grouped[1] ?? '').split(mark).join(''), grouped[4] ?? '');
  }

  return null;
}

const MAX_BANI = 1_000_000_000;

function toBani(lei: string, decimals: string): number | null {
  const whole = lei.replace(/^0+/, '');
  if (whole.length > 8) return null;
  const bani = Number(whole === '' ? '0' : whole) * 100 + Number(decimals.padEnd(2, '0'));

  return bani <= MAX_BANI ? bani : null;
}

/** The whole percent off the old price, as Product::discountPercent works it out; 0 without a higher old price. */
export function discountPercent(price: number | null, oldPrice: number | null): number {
  if (price === null || oldPrice === null || oldPrice <= price) return 0;

  return Math.round((100 * (oldPrice - price)) / oldPrice);
}
