import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import { ProductCard } from '@/components/products/product-card';
import { RatingSummary } from '@/components/reviews/rating-summary';
import { ReviewsSection } from '@/components/reviews/reviews-section';
import { type ProductReviews, type PublishedReview, type ShopperReviewState } from '@/components/reviews/types';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderWithPage } from '@/test/render-page';

const review = (id: number, rating: number, extra: Partial<PublishedReview> = {}): PublishedReview => ({
  id,
  author: `Autor ${id}.`,
  rating,
  body: `Textul recenziei ${id}, destul de lung.`,
  pros: null,
  cons: null,
  verified: false,
  variant: null,
  helpful: 2,
  date: '2026-11-20',
  reply: null,
  ...extra,
});

const reviews = (
  list: PublishedReview[] = [review(1, 5, { verified: true, reply: { text: 'Mulțumim!', date: null } }), review(2, 4)],
): ProductReviews => ({
  summary: { average: 4.5, count: list.length, histogram: { '5': 1, '4': 1, '3': 0, '2': 0, '1': 0 } },
  list: { sort: 'newest', reviews: list, page: 1, last_page: 1, total: list.length },
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const guest: ShopperReviewState = { signed_in: false, own: null, voted: [], reported: [] };
const signedIn: ShopperReviewState = { signed_in: true, own: null, voted: [], reported: [] };

const found = (test: string): Promise<HTMLElement> =>
  waitFor(() => {
    const element = document.querySelector<HTMLElement>(`[data-test="${test}"]`);
    expect(element).not.toBeNull();

    return element as HTMLElement;
  });
const all = (test: string) => [...document.querySelectorAll<HTMLElement>(`[data-test="${test}"]`)];

describe('reviews on the product page', () => {
  const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();

  beforeEach(() => {
    mockDarkModeMedia(false);
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    // A session is there already: writes send its token without asking for one.
    document.cookie = 'XSRF-TOKEN=token%3D1';
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the average and count beside the title in the shop’s way, and nothing without reviews', () => {
    const { container, unmount } = renderWithPage(<RatingSummary summary={reviews().summary} anchor="reviews" />, {
      shared: { translations: ro },
    });
    const summary = container.querySelector('[data-test="rating-summary"]');
    expect(summary).toHaveTextContent('4,5');
    expect(summary).toHaveTextContent('Recenzii: 2');
    expect(summary).toHaveAttribute('href', '#reviews');
    expect(screen.getByRole('img', { name: 'Nota medie 4,5 din 5' })).toBeInTheDocument();
    unmount();

    const empty = renderWithPage(
      <RatingSummary summary={{ average: null, count: 0, histogram: {} }} anchor="reviews" />,
      { shared: { translations: ro } },
    );
    expect(empty.container.querySelector('[data-test="rating-summary"]')).toBeNull();
  });

  it('shows a card’s rating under its name, and nothing on a card without reviews', () => {
    const card = {
      id: 7,
      name: 'Smartphone Pomme 18',
      slug: 'pomme-18',
      url: '/produs/pomme-18',
      sku: 'P18',
      image: '/images/products/smartphone.svg',
      price: 699_900,
      old_price: null,
      discount_percent: null,
      brand: { name: 'Pomme', slug: 'pomme' },
      is_stock: true,
      credit: null,
    };
    const { container, unmount } = renderWithPage(
      <ProductCard product={{ ...card, rating: { average: 4.25, count: 12 } }} />,
      {
        shared: { translations: ru, locale: 'ru' },
      },
    );
    const rating = container.querySelector('[data-test="product-card-rating"]');
    expect(rating).toHaveTextContent('4,3');
    expect(rating).toHaveTextContent('(12)');
    expect(screen.getByRole('img', { name: 'Средняя оценка 4,3 из 5' })).toBeInTheDocument();
    unmount();

    const plain = renderWithPage(<ProductCard product={card} />, { shared: { translations: ro } });
    expect(plain.container.querySelector('[data-test="product-card-rating"]')).toBeNull();
  });

  it('lists the published reviews with the histogram and asks a guest to sign in to write', async () => {
    fetchMock.mockResolvedValueOnce(json(guest));
    renderWithPage(<ReviewsSection id="reviews" productId={7} reviews={reviews()} />, { shared: { translations: ro } });

    expect(await found('reviews-histogram')).toHaveTextContent('4,5');
    expect(all('review')).toHaveLength(2);
    expect(all('review-verified')).toHaveLength(1);
    expect(await found('review-reply')).toHaveTextContent('Mulțumim!');
    expect(await found('review-sign-in')).toHaveTextContent('Intrați în cont ca să scrieți o recenzie.');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/recenzii/7/ale-mele');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'same-origin', cache: 'no-store' });
  });

  it('sends a review and shows the refusals beside their fields, then the thanks', async () => {
    fetchMock.mockResolvedValueOnce(json(signedIn));
    renderWithPage(<ReviewsSection id="reviews" productId={7} reviews={reviews([])} />, {
      shared: { translations: ro },
    });
    await found('review-form');
    expect(await found('reviews-none')).toHaveTextContent('Încă nu există recenzii.');

    // No stars and a text too short: said at once, without a request.
    fireEvent.change(document.querySelector('[data-test="field-body"]') as HTMLElement, { target: { value: 'Bun' } });
    await userEvent.click(await found('review-submit'));
    expect(await found('error-rating')).toHaveTextContent('Alegeți o notă de la 1 la 5 stele.');
    expect(await found('error-body')).toHaveTextContent('Recenzia este prea scurtă: scrieți cel puțin 20 caractere.');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // The server's refusal (a link) beside its field.
    fetchMock.mockResolvedValueOnce(
      json(
        {
          message: 'Recenziile nu pot conține linkuri sau adrese de site-uri.',
          errors: { body: ['Recenziile nu pot conține linkuri sau adrese de site-uri.'] },
        },
        422,
      ),
    );
    fireEvent.change(document.querySelector('[data-test="field-body"]') as HTMLElement, {
      target: { value: 'Luați mai ieftin de pe www.ieftin.md' },
    });
    await userEvent.click(await found('review-star-4'));
    await userEvent.click(await found('review-submit'));
    expect(await found('error-body')).toHaveTextContent('Recenziile nu pot conține linkuri');
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe('/recenzii/7');
    expect(init).toMatchObject({ method: 'POST' });
    expect((init?.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('token=1');
    expect(JSON.parse(String(init?.body))).toMatchObject({ rating: 4, body: 'Luați mai ieftin de pe www.ieftin.md' });

    fetchMock.mockResolvedValueOnce(
      json(
        {
          message: 'Mulțumim! Recenzia va apărea după verificarea de către moderatori.',
          ...signedIn,
          own: {
            id: 3,
            rating: 4,
            body: 'x',
            pros: null,
            cons: null,
            status: 'pending',
            reject_reason: null,
            verified: false,
          },
        },
        201,
      ),
    );
    await userEvent.click(await found('review-submit'));
    expect(await found('review-sent')).toHaveTextContent('Mulțumim!');
    expect(await found('own-review-status')).toHaveTextContent('Recenzia dvs. așteaptă verificarea moderatorilor.');
  });

  it('counts a helpful vote once, shows none on one’s own review and says why a refusal came, in Russian', async () => {
    fetchMock.mockResolvedValueOnce(
      json({
        ...signedIn,
        own: {
          id: 2,
          rating: 4,
          body: 'x',
          pros: null,
          cons: null,
          status: 'published',
          reject_reason: null,
          verified: false,
        },
      }),
    );
    renderWithPage(<ReviewsSection id="reviews" productId={7} reviews={reviews()} />, {
      shared: { translations: ru, locale: 'ru' },
    });
    await found('own-review-status');
    // One's own review has no vote buttons.
    expect(all('review-helpful')).toHaveLength(1);

    fetchMock.mockResolvedValueOnce(json({ helpful: 3 }));
    const button = (await found('review-helpful')) as HTMLButtonElement;
    expect(button).toHaveTextContent('Да (2)');
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent('Спасибо! (3)'));
    expect(button).toBeDisabled();
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/ru/recenzii/voturi/1');

    fetchMock.mockResolvedValueOnce(json({ message: 'Нельзя пожаловаться на свой отзыв.' }, 422));
    await userEvent.click(await found('review-report'));
    expect(await found('review-action-error')).toHaveTextContent('Нельзя пожаловаться на свой отзыв.');
  });

  it('sorts by another order through its own request', async () => {
    fetchMock.mockResolvedValueOnce(json(guest));
    renderWithPage(<ReviewsSection id="reviews" productId={7} reviews={reviews()} />, { shared: { translations: ro } });
    await found('review-sign-in');

    fetchMock.mockResolvedValueOnce(json({ sort: 'lowest', reviews: [review(9, 1)], page: 1, last_page: 1, total: 2 }));
    await userEvent.selectOptions(await found('field-review-sort'), 'lowest');
    await waitFor(() => expect(all('review')).toHaveLength(1));
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/recenzii/7?ordine=lowest&pagina=1');
    expect(all('review')[0]).toHaveTextContent('Textul recenziei 9');
  });
});
