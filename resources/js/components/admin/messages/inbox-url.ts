import { route } from '@/lib/route';

type InboxRoute =
  | 'admin.messages.index'
  | 'admin.credit-requests.index'
  | 'admin.applications.index'
  | 'admin.newsletter.index'
  | 'admin.newsletter.export';

/** An inbox list's URL with these filters in its query string (empty ones left out, as the server echoes them). */
export function inboxUrl(name: InboxRoute, filters: Record<string, string | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, value);
  }
  const search = query.toString();

  return route(name) + (search === '' ? '' : `?${search}`);
}
