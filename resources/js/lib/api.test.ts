import { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { apiClient, get } from '@/lib/api';

type Reply = { status: number; data: unknown };

const requests: InternalAxiosRequestConfig[] = [];
let reply: Reply = { status: 200, data: { data: [] } };

// Answers every request locally, recording what would have been sent.
const stubAdapter: AxiosAdapter = async (config) => {
  requests.push(config);
  const response = { ...reply, statusText: '', headers: {}, config, request: {} };
  const validate = config.validateStatus ?? ((status: number) => status >= 200 && status < 300);
  if (!validate(response.status)) {
    const { AxiosError } = await import('axios');
    throw new AxiosError('failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  }

  return response;
};

const originalAdapter = apiClient.defaults.adapter;

beforeEach(() => {
  requests.length = 0;
  reply = { status: 200, data: { data: [] } };
  apiClient.defaults.adapter = stubAdapter;
  window.localStorage.clear();
});

afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
});

function lastRequest(): InternalAxiosRequestConfig {
  const request = requests.at(-1);
  if (request === undefined) {
    throw new Error('No request was made');
  }

  return request;
}

describe('api client', () => {
  it('calls /api with credentials and JSON headers', async () => {
    await get('/shop/get-stores/');

    const request = lastRequest();
    expect(request.baseURL).toBe('/api');
    expect(request.url).toBe('/shop/get-stores/');
    expect(request.withCredentials).toBe(true);
    expect(request.headers.get('Accept')).toBe('application/json');
    expect(request.headers.get('Content-Type')).toBe('application/json');
  });

  it('sends no Authorization header without a stored token', async () => {
    await get('/main/slider-new_products/');

    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  it('adds "Token {token}" when a token is stored, read on every request', async () => {
    window.localStorage.setItem('token', 'abc123');
    await get('/main/slider-new_products/');
    expect(lastRequest().headers.get('Authorization')).toBe('Token abc123');

    window.localStorage.setItem('token', 'next');
    await apiClient.post('/cart/', { id: 1 });
    expect(lastRequest().headers.get('Authorization')).toBe('Token next');
  });

  it('answers the response body, sending JSON', async () => {
    reply = { status: 200, data: { data: { id: 7 } } };

    await expect(get('/a')).resolves.toEqual({ data: { id: 7 } });
    await apiClient.post('/b', { q: 1 });
    expect(lastRequest().data).toBe('{"q":1}');

    expect(requests.map((request) => request.method)).toEqual(['get', 'post']);
  });

  it('warns on 401 and still rejects, without leaving the page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const href = window.location.href;
    reply = { status: 401, data: { message: 'Unauthenticated.' } };

    await expect(get('/account/')).rejects.toMatchObject({ response: { status: 401 } });

    expect(warn).toHaveBeenCalledExactlyOnceWith('Unauthorized — redirect to login?');
    expect(window.location.href).toBe(href);
  });

  it('rejects other errors without the warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    reply = { status: 500, data: { message: 'Server Error' } };

    await expect(get('/main/slides-popular-product/')).rejects.toMatchObject({ response: { status: 500 } });
    expect(warn).not.toHaveBeenCalled();
  });
});
