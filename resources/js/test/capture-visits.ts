import { router } from '@inertiajs/react';
import { afterEach, beforeEach } from 'vitest';

export type CapturedVisit = { method: string; url: string; data: Record<string, unknown> };

/** Records the Inertia visits a test triggers and stops them before any request leaves. */
export function captureVisits(): CapturedVisit[] {
  const visits: CapturedVisit[] = [];
  let stop: () => void = () => undefined;

  beforeEach(() => {
    visits.length = 0;
    stop = router.on('before', (event) => {
      const { visit } = event.detail;
      visits.push({ method: visit.method, url: visit.url.pathname, data: visit.data as Record<string, unknown> });
      event.preventDefault();
    });
  });
  afterEach(() => stop());

  return visits;
}
