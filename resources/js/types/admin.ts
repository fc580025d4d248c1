// The back office's shared props (App\Http\Middleware\HandleInertiaRequests::adminProps).

import { type TranslationKey } from '@/lib/i18n';

export type StaffRole = 'owner' | 'manager' | 'editor' | 'warehouse';

/** Icons of the menu's sections (resources/js/layouts/admin/nav-icons.ts). */
export type AdminNavIcon =
  | 'dashboard'
  | 'orders'
  | 'calls'
  | 'customers'
  | 'returns'
  | 'reports'
  | 'products'
  | 'families'
  | 'catalog-import'
  | 'receipts'
  | 'transfers'
  | 'promo_codes'
  | 'categories'
  | 'brands'
  | 'attributes'
  | 'banners'
  | 'promotions'
  | 'blog'
  | 'pages'
  | 'vacancies'
  | 'about'
  | 'reviews'
  | 'messages'
  | 'credit-requests'
  | 'applications'
  | 'newsletter'
  | 'stores'
  | 'credit-programmes'
  | 'staff'
  | 'audit';

/** The menu's headings, in order (App\Infrastructure\Admin\AdminNavigation). */
export type AdminNavGroup = 'overview' | 'sales' | 'catalog' | 'marketing' | 'content' | 'inbox' | 'shop';

export type AdminNavItem = { route: string; label: TranslationKey; icon: AdminNavIcon; group: AdminNavGroup };

export type AdminShared = {
  /** The sections this staff member may open, in order (App\Infrastructure\Admin\AdminNavigation). */
  nav: AdminNavItem[];
  /** Null only on an error page shown before anyone was signed in (a malformed /admin address). */
  role: StaffRole | null;
  /** The message of the last action (saved, invited…), shown once above the page. */
  status: string | null;
};

/** A row of the staff page (App\Queries\Admin\Staff\StaffList). */
export type StaffMember = {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  two_factor: boolean;
  disabled: boolean;
  /** `2026-11-23 14:05` on the shop's clock. */
  changed_at: string | null;
  /** Set while the person has not chosen a password yet: when the link went out, and whether it has expired. */
  invitation: { sent_at: string; expired: boolean } | null;
  /** The last sign-in, `2026-11-23 14:05` on the shop's clock; null when never. */
  last_login_at: string | null;
  /** The signed-in owner's own row: no role change or disabling offered. */
  self: boolean;
};

/** An entry of the audit log in the reader's words (App\Queries\Admin\AuditLog\AuditLogPage, AuditEntryText). */
export type AuditLogEntry = {
  id: number;
  at: string;
  user_name: string | null;
  /** The e-mail as it was when recorded; `console` for the command line. */
  user_email: string | null;
  ip: string | null;
  action: string;
  /** The action's short name in the reader's language. */
  action_label: string;
  /** The sentence around the subject: `before` + subject + `after`. */
  sentence: { before: string; after: string };
  /** What the entry is about: its name now (or as recorded once deleted), and its back-office page while it exists. */
  subject: { label: string; url: string | null } | null;
  /** What changed, in words; `before` or `after` is null where the entry recorded only one side. */
  details: { label: string; before: string | null; after: string | null }[];
};

export type AuditLogFilters = {
  user: number | null;
  action: string | null;
  subject: string | null;
  from: string | null;
  to: string | null;
};
