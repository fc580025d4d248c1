import { router } from '@inertiajs/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import { OneClickForm } from '@/components/cart/one-click-form';
import { renderWithPage } from '@/test/render-page';

type VisitOptions = {
  data?: Record<string, unknown>;
  errorBag?: string;
  onError?: (errors: Record<string, string>) => void;
  onSuccess?: (page: unknown) => void;
};

afterEach(() => vi.restoreAllMocks());

/** Answers the form's visit as the server would: with errors in its bag, or a success. */
function answerWith(errors: Record<string, string> | null) {
  const calls: { url: string; options: VisitOptions }[] = [];
  vi.spyOn(router, 'visit').mockImplementation((url, options = {}) => {
    const visit = options as VisitOptions;
    calls.push({ url: String(url), options: visit });
    if (errors) visit.onError?.(errors);
    else visit.onSuccess?.({ props: {} });
  });

  return calls;
}

const product = { id: 7, is_stock: true };

describe('buy in one click', () => {
  it('sends the phone with the product and a form key to the one-click route', async () => {
    const calls = answerWith(null);
    renderWithPage(<OneClickForm product={product} />, { shared: { translations: ro } });
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(/Telefon pentru comanda/), '069 777 111');
    await user.click(screen.getByRole('button', { name: 'Comandă' }));

    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toContain('/comanda-rapida');
    expect(calls[0]?.options.errorBag).toBe('oneClick');
    expect(calls[0]?.options.data).toMatchObject({ phone: '069 777 111', product_id: 7 });
    expect(String(calls[0]?.options.data?.idempotency_key)).not.toBe('');
  });

  it('shows a refusal that belongs to no field under the phone and keeps the number', async () => {
    answerWith({ cart: 'Этого товара больше нет в наличии.' });
    renderWithPage(<OneClickForm product={product} />, { shared: { translations: ru, locale: 'ru' } });
    const user = userEvent.setup();
    const phone = screen.getByRole('textbox');

    await user.type(phone, '069777111');
    await user.click(screen.getByRole('button'));

    expect(await screen.findByRole('alert')).toHaveTextContent('Этого товара больше нет в наличии.');
    expect(phone).toHaveValue('069777111');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('Этого товара больше нет в наличии.'));
  });

  it('says the order was received once the server has it, and is absent for a product out of stock', () => {
    const { unmount } = renderWithPage(<OneClickForm product={product} />, {
      shared: { translations: ro },
      flash: { oneClick: { number: 'ES-2025-42' } },
    });

    expect(screen.getByRole('status')).toHaveTextContent('Comanda ES-2025-42 a fost primită.');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    unmount();

    renderWithPage(<OneClickForm product={{ id: 8, is_stock: false }} />, { shared: { translations: ro } });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
