import { type ReactNode } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { LinkTabs } from '@/components/admin/list/link-tabs';
import { InboxSearch } from '@/components/admin/messages/inbox-search';
import { QueuedReviewCard } from '@/components/admin/reviews/queued-review-card';
import { Pagination } from '@/components/ui/pagination';
import AdminLayout from '@/layouts/admin-layout';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import {
  type QueuedReview,
  type ReviewQueueFilters,
  type ReviewQueuePagination,
  type ReviewTab,
} from '@/types/admin-reviews';

type Props = {
  reviews: QueuedReview[];
  pagination: ReviewQueuePagination;
  counts: Record<ReviewTab, number>;
  filters: ReviewQueueFilters;
};

const TABS: ReviewTab[] = ['pending', 'reported', 'published', 'rejected'];

/** The queue's URL with these filters (empty ones and the default tab left out, as the server echoes them). */
function queueUrl(filters: Partial<ReviewQueueFilters>): string {
  const query = new URLSearchParams();
  if (filters.status !== undefined && filters.status !== 'pending') query.set('status', filters.status);
  if (filters.q) query.set('q', filters.q);
  const search = query.toString();

  return route('admin.reviews.index') + (search === '' ? '' : `?${search}`);
}

/** Shoppers' reviews to moderate: waiting ones first (oldest first), reported, published and rejected ones. */
export default function AdminReviewsIndexPage({ reviews, pagination, counts, filters }: Props) {
  const t = useT();

  return (
    <div className="space-y-5">
      <AdminPageHeader title={t('admin.reviews.title')} intro={t('admin.reviews.intro')} />
      <InboxSearch
        label={t('admin.reviews.search')}
        search={t('admin.reviews.search')}
        hint={t('admin.reviews.search_hint')}
        apply={t('admin.reviews.apply')}
        reset={t('admin.reviews.reset')}
        value={filters.q}
        href={(q) => queueUrl({ ...filters, q })}
        resetHref={queueUrl({ status: filters.status })}
      />
      <LinkTabs
        label={t('admin.reviews.tabs.label')}
        current={filters.status}
        tabs={TABS.map((tab) => ({
          key: tab,
          label: t(`admin.reviews.tabs.${tab}`),
          count: counts[tab],
          href: queueUrl({ ...filters, status: tab }),
        }))}
      />
      <p className="text-sm text-text-muted" data-test="reviews-found">
        {t('admin.reviews.found', { count: pagination.total })}
      </p>
      {reviews.length === 0 ? (
        <p className="rounded-card border border-border p-6 text-center text-sm text-text-muted">
          {t('admin.reviews.none')}
        </p>
      ) : (
        <div className="space-y-4">
          {reviews.map((review) => (
            <QueuedReviewCard key={review.id} review={review} />
          ))}
        </div>
      )}
      <Pagination
        page={pagination.current}
        pages={pagination.last}
        links={{ prev: pagination.previous, next: pagination.next }}
      />
    </div>
  );
}

AdminReviewsIndexPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
