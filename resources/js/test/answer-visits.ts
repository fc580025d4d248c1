import { http, type HttpClient, type HttpRequestConfig } from '@inertiajs/core';
import { afterEach, beforeEach } from 'vitest';

type AnsweredPage = { component: string; url: string; props: Record<string, unknown> };

/**
 * Answers every Inertia visit of a test with the page the server would send back (a form's own page with its
 * validation errors, say), so callbacks such as onError run; no request leaves the test.
 */
export function answerVisits(answer: (request: HttpRequestConfig) => AnsweredPage): HttpRequestConfig[] {
  const requests: HttpRequestConfig[] = [];
  let previous: HttpClient;

  beforeEach(() => {
    requests.length = 0;
    previous = http.getClient();
    http.setClient({
      request: (config) => {
        requests.push(config);
        const page = { ...answer(config), version: '', rescuedProps: [], flash: {} };

        return Promise.resolve({ status: 200, headers: { 'x-inertia': 'true' }, data: JSON.stringify(page) });
      },
    });
  });
  afterEach(() => http.setClient(previous));

  return requests;
}
