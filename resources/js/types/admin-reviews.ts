// The moderation queue's props (App\Queries\Admin\Reviews\ReviewQueue).

export type ReviewTab = 'pending' | 'reported' | 'published' | 'rejected';

export type ReviewStatus = 'pending' | 'published' | 'rejected';

export type QueuedReview = {
  id: number;
  status: ReviewStatus;
  rating: number;
  body: string;
  pros: string | null;
  cons: string | null;
  verified: boolean;
  locale: string;
  reject_reason: string | null;
  reply: string | null;
  helpful: number;
  reports: number;
  written_at: string | null;
  author: { name: string; email: string };
  product: { name: string; sku: string; url: string };
};

export type ReviewQueueFilters = { status: ReviewTab; q: string | null };

export type ReviewQueuePagination = {
  current: number;
  last: number;
  total: number;
  next: string | null;
  previous: string | null;
};
