import { http } from '@inertiajs/core';
import { router } from '@inertiajs/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import { AccountAlertList } from '@/components/stock-alerts/account-alert-list';
import { StockAlertButtons } from '@/components/stock-alerts/stock-alert-buttons';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderWithPage } from '@/test/render-page';
import { type AccountAlert } from '@/types/stock-alerts';

const found = (test: string): Promise<HTMLElement> =>
  waitFor(() => {
    const element = document.querySelector<HTMLElement>(`[data-test="${test}"]`);
    expect(element).not.toBeNull();

    return element as HTMLElement;
  });
const query = (test: string) => document.querySelector<HTMLElement>(`[data-test="${test}"]`);

const account = { id: 5, name: 'Ana', email: 'ana@example.md', appearance: null, role: null };

describe('stock and price alerts on a product', () => {
  const request = vi.fn();
  const client = http.getClient();

  beforeEach(() => {
    mockDarkModeMedia(false);
    request.mockReset();
    http.setClient({ request });
  });

  afterEach(() => {
    http.setClient(client);
  });

  it('shows both buttons for a product out of stock and only the price one for a product in stock, asking nothing', () => {
    const { unmount } = renderWithPage(<StockAlertButtons productId={7} inStock={false} />, {
      shared: { translations: ro },
    });
    expect(query('stock-alert-stock')).toHaveTextContent('Anunță-mă când apare în stoc');
    expect(query('stock-alert-price')).toHaveTextContent('Anunță-mă când scade prețul');
    expect(query('stock-alert-form')).toBeNull();
    unmount();

    renderWithPage(<StockAlertButtons productId={7} inStock />, { shared: { translations: ru, locale: 'ru' } });
    expect(query('stock-alert-stock')).toBeNull();
    expect(query('stock-alert-price')).toHaveTextContent('Сообщить о снижении цены');
    expect(request).not.toHaveBeenCalled();
  });

  it('has a guest type an address and says to confirm it, posting the product, the kind and the address', async () => {
    request.mockResolvedValue({
      status: 202,
      data: JSON.stringify({ status: 'pending', message: ro['stock_alerts.pending_stock'] }),
      headers: {},
    });
    renderWithPage(<StockAlertButtons productId={7} inStock={false} />, { shared: { translations: ro } });

    await userEvent.click(query('stock-alert-stock') as HTMLElement);
    const form = await found('stock-alert-form');
    expect(form).toHaveTextContent('Vă trimitem un link de confirmare');
    expect(request).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/Adresa de e-mail/), 'ion@example.md');
    await userEvent.click(query('stock-alert-submit') as HTMLElement);

    expect(await found('stock-alert-done')).toHaveTextContent('Verificați e-mailul');
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]?.[0]).toMatchObject({
      method: 'post',
      url: '/alerte',
      data: { product_id: 7, kind: 'stock', email: 'ion@example.md' },
    });
  });

  it('says at once, with no request, that an address is missing or is none', async () => {
    renderWithPage(<StockAlertButtons productId={7} inStock />, { shared: { translations: ro } });
    await userEvent.click(query('stock-alert-price') as HTMLElement);
    await found('stock-alert-form');
    await userEvent.click(query('stock-alert-submit') as HTMLElement);
    expect(screen.getByText('Introduceți adresa de e-mail.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Adresa de e-mail/), 'ion@');
    await userEvent.click(query('stock-alert-submit') as HTMLElement);
    expect(screen.getByText('Introduceți o adresă de e-mail validă.')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of an address beside the field in the page language", async () => {
    request.mockResolvedValue({
      status: 422,
      data: JSON.stringify({
        message: ru['stock_alerts.errors.email'],
        errors: { email: [ru['stock_alerts.errors.email']] },
      }),
      headers: {},
    });
    renderWithPage(<StockAlertButtons productId={7} inStock />, { shared: { translations: ru, locale: 'ru' } });

    await userEvent.click(query('stock-alert-price') as HTMLElement);
    await found('stock-alert-form');
    await userEvent.type(screen.getByLabelText(/Адрес электронной почты/), 'ion@example..md');
    await userEvent.click(query('stock-alert-submit') as HTMLElement);

    await waitFor(() => expect(screen.getByText('Введите правильный адрес электронной почты.')).toBeInTheDocument());
    expect(request.mock.calls[0]?.[0]).toMatchObject({ url: '/ru/alerte', data: { kind: 'price' } });
    expect(query('stock-alert-done')).toBeNull();
  });

  it('subscribes a signed-in shopper at once, with no address asked, and links to the account list', async () => {
    request.mockResolvedValue({
      status: 201,
      data: JSON.stringify({ status: 'subscribed', message: ro['stock_alerts.subscribed_price'] }),
      headers: {},
    });
    renderWithPage(<StockAlertButtons productId={9} inStock />, {
      shared: { translations: ro, auth: { user: account } },
    });

    await userEvent.click(query('stock-alert-price') as HTMLElement);

    expect(await found('stock-alert-done')).toHaveTextContent('Gata: vă scriem când scade prețul.');
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]?.[0]).toMatchObject({ data: { product_id: 9, kind: 'price' } });
    expect(request.mock.calls[0]?.[0].data).not.toHaveProperty('email');
    expect(screen.queryByLabelText(/Adresa de e-mail/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Alertele mele' })).toHaveAttribute('href', '/cont/alerte');
  });

  it('says so when the request fails', async () => {
    request.mockRejectedValue(new Error('offline'));
    renderWithPage(<StockAlertButtons productId={9} inStock />, {
      shared: { translations: ro, auth: { user: account } },
    });
    await userEvent.click(query('stock-alert-price') as HTMLElement);
    expect(await found('stock-alert-error')).toHaveTextContent('Nu am putut salva alerta.');
  });
});

describe("the account's alerts", () => {
  const alerts: AccountAlert[] = [
    {
      id: 3,
      kind: 'price',
      created_at: '2026-11-20',
      sent_at: null,
      price_baseline: 1_299_900,
      product: { id: 8, name: 'Televizor LG', url: '/produs/tv', price: 1_299_900, in_stock: true },
    },
    {
      id: 2,
      kind: 'stock',
      created_at: '2026-11-10',
      sent_at: '2026-11-28',
      price_baseline: 500_000,
      product: { id: 4, name: 'Laptop HP', url: '/produs/laptop', price: 500_000, in_stock: false },
    },
  ];

  it('lists what each waits for with its dates and removes one through the account route', async () => {
    const remove = vi.spyOn(router, 'delete').mockImplementation(() => undefined);
    renderWithPage(<AccountAlertList alerts={alerts} />, { shared: { translations: ro } });

    const price = query('account-alert-8-price') as HTMLElement;
    expect(price).toHaveTextContent('Scăderea prețului');
    expect(price).toHaveTextContent('Sub 12 999 lei');
    expect(price).toHaveTextContent('În stoc');
    expect(price).toHaveTextContent('Din 20.11.2026');
    const stock = query('account-alert-4-stock') as HTMLElement;
    expect(stock).toHaveTextContent('Apariția în stoc');
    expect(stock).toHaveTextContent('Trimisă pe 28.11.2026');
    expect(stock).toHaveTextContent('Lipsește din stoc');

    await userEvent.click(stock.querySelector('[data-test="account-alert-remove"]') as HTMLElement);
    expect(remove).toHaveBeenCalledWith('/cont/alerte/2', expect.objectContaining({ preserveScroll: true }));
    remove.mockRestore();
  });

  it('reads in Russian', () => {
    renderWithPage(<AccountAlertList alerts={alerts} />, { shared: { translations: ru, locale: 'ru' } });
    expect(query('account-alert-8-price')).toHaveTextContent('Снижение цены');
    expect(query('account-alert-4-stock')).toHaveTextContent('Отправлено 28.11.2026');
    expect(screen.getAllByText('Удалить оповещение')).toHaveLength(2);
  });
});
