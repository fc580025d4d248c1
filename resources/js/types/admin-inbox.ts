/** The back office's inbox: contact messages, credit requests, job applications, newsletter subscribers. */

export type InboxPagination = {
  current: number;
  last: number;
  total: number;
  next: string | null;
  previous: string | null;
};

export type MessageTab = 'new' | 'handled';

export type MessageFilters = { status: MessageTab; q: string | null };

export type MessageRow = {
  id: number;
  name: string;
  email: string;
  excerpt: string;
  locale: string;
  received_at: string | null;
  handled: boolean;
  replies: number;
};

export type MessageDetail = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  text: string;
  locale: string;
  received_at: string | null;
  handled_at: string | null;
  handled_by: string | null;
};

export type MessageReply = { id: number; staff: string; subject: string; body: string; sent_at: string | null };

export const CREDIT_REQUEST_STATUSES = ['new', 'sent_to_partner', 'approved', 'refused'] as const;

export type CreditRequestStatus = (typeof CREDIT_REQUEST_STATUSES)[number];

export type CreditRequestFilters = { status: string; q: string | null };

export type CreditRequestRow = {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  programme: string;
  product: string | null;
  amount: number;
  months: number;
  monthly_payment: number;
  status: string;
  status_label: string;
  received_at: string | null;
};

export type CreditRequestDetail = CreditRequestRow & {
  total: number;
  locale: string;
  partner: string;
  product_slug: string | null;
  consented_at: string;
  status_note: string | null;
  status_changed_at: string | null;
};

export type CreditRequestMove = { value: string; label: string };

export type ApplicationFilters = { vacancy: string | null; q: string | null };

export type VacancyOption = { value: string; label: string; count: number };

export type ApplicationRow = {
  id: number;
  name: string;
  email: string;
  vacancy: string;
  cv_name: string;
  cv_size: number;
  received_at: string | null;
};

export type ApplicationDetail = ApplicationRow & {
  phone: string;
  message: string | null;
  locale: string;
  vacancy_slug: string;
  cv_url: string;
  cv_link_minutes: number;
};

export const SUBSCRIBER_STATES = ['confirmed', 'pending', 'unsubscribed'] as const;

export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];

export type SubscriberFilters = { state: string | null; q: string | null };

export type SubscriberRow = {
  id: number;
  email: string;
  locale: string;
  state: SubscriberState;
  subscribed_at: string | null;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
};
