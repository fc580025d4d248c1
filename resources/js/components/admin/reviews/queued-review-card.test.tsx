import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import ro from '../../../../../lang/ro.json';
import ru from '../../../../../lang/ru.json';
import { QueuedReviewCard } from '@/components/admin/reviews/queued-review-card';
import { answerVisits } from '@/test/answer-visits';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderWithPage } from '@/test/render-page';
import { sharedProps } from '@/test/shared-props';
import { type QueuedReview } from '@/types/admin-reviews';

const review = (extra: Partial<QueuedReview> = {}): QueuedReview => ({
  id: 12,
  status: 'pending',
  rating: 2,
  body: 'S-a stricat după o lună.',
  pros: null,
  cons: 'Bateria',
  verified: true,
  locale: 'ru',
  reject_reason: null,
  reply: null,
  helpful: 0,
  reports: 1,
  written_at: '2026-11-28 19:28',
  author: { name: 'Ion Popescu', email: 'ion@example.md' },
  product: { name: 'Pomme 18', sku: 'P18', url: '/produs/p18' },
  ...extra,
});

const query = (test: string) => document.querySelector<HTMLElement>(`[data-test="${test}"]`);

describe('a review in the moderation queue', () => {
  const requests = answerVisits(() => ({
    component: 'admin/reviews/index',
    url: '/admin/recenzii',
    props: sharedProps({ translations: ro }),
  }));

  beforeEach(() => mockDarkModeMedia(false));

  it('shows the review whole with who wrote it, in the staff member’s language', () => {
    renderWithPage(<QueuedReviewCard review={review()} />, { shared: { translations: ru, locale: 'ru' } });

    expect(query('queued-review-body')).toHaveTextContent('S-a stricat după o lună.');
    expect(query('queued-review')).toHaveTextContent('Ion Popescu (ion@example.md), 28.11.2026, 19:28, язык RU');
    expect(query('queued-review')).toHaveTextContent('Жалоб: 1');
    expect(query('queued-review-status')).toHaveTextContent('Ожидает');
  });

  it('publishes with one click and rejects only with the reason typed', async () => {
    renderWithPage(<QueuedReviewCard review={review()} />, { shared: { translations: ro } });
    const sent = (path: string) => requests.find((request) => new URL(request.url, 'http://x').pathname === path);

    await userEvent.click(query('review-publish') as HTMLElement);
    await waitFor(() => expect(sent('/admin/recenzii/12/publicare')?.method).toBe('post'));

    await userEvent.click(query('review-reject') as HTMLElement);
    expect(query('review-reject-form')).not.toBeNull();
    await userEvent.type(query('field-reason') as HTMLElement, 'Nu este despre produs');
    await userEvent.click(query('review-reject-submit') as HTMLElement);
    await waitFor(() =>
      expect(sent('/admin/recenzii/12/respingere')?.data).toEqual({ reason: 'Nu este despre produs' }),
    );
  });

  it('offers no publish button for a published review, and edits the reply the shop gave', async () => {
    renderWithPage(<QueuedReviewCard review={review({ status: 'published', reply: 'Mulțumim!' })} />, {
      shared: { translations: ro },
    });

    expect(query('review-publish')).toBeNull();
    expect(query('queued-review-reply')).toHaveTextContent('Mulțumim!');
    await userEvent.click(query('review-reply') as HTMLElement);
    expect((query('field-reply') as HTMLTextAreaElement).value).toBe('Mulțumim!');
  });
});
