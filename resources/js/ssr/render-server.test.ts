// @vitest-environment node
import { type Page } from '@inertiajs/core';
import { type AddressInfo, connect } from 'node:net';
import { type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';

import { listen, optionsFromEnvironment, type RenderPage } from '@/ssr/render-server';

const page = { component: 'home', props: { title: 'Acasă' }, url: '/', version: '1' };

let server: Server | null = null;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server === null ? resolve() : server.close(() => resolve())));
  server = null;
});

async function start(render: RenderPage, limits: { maxBodyBytes?: number; requestTimeoutMs?: number } = {}) {
  server = listen(render, {
    port: 0,
    host: '127.0.0.1',
    maxBodyBytes: 1024 * 1024,
    requestTimeoutMs: 2_000,
    workers: 1,
    ...limits,
  });
  await new Promise<void>((resolve) => server!.once('listening', () => resolve()));

  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const renderHome: RenderPage = async (received: Page) => ({
  head: ['<title>x</title>'],
  body: `<div>${String(received.props.title)}</div>`,
});

async function post(url: string, body: string) {
  const response = await fetch(`${url}/render`, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json' },
  });

  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe('the SSR server', () => {
  it('renders a page object', async () => {
    const url = await start(renderHome);

    expect(await post(url, JSON.stringify(page))).toEqual({
      status: 200,
      json: { head: ['<title>x</title>'], body: '<div>Acasă</div>' },
    });
  });

  it("sends the body back without Inertia's page element, which the PHP side writes itself", async () => {
    const json = JSON.stringify({ ...page, props: { title: '</script><b>' } })
      .replace(/\//g, '\\/')
      .replace(/</g, '\\u003c');
    const url = await start(async () => ({
      head: [],
      body: `<script data-page="app" type="application/json">${json}</script><div data-server-rendered="true" id="app">Acasă</div>`,
    }));

    expect((await post(url, JSON.stringify(page))).json).toEqual({
      head: [],
      body: '<div data-server-rendered="true" id="app">Acasă</div>',
    });
  });

  it('refuses malformed bodies with a 400 and keeps serving', async () => {
    const url = await start(renderHome);

    for (const body of ['x', '', '{"component":', '"a string"', '{"component": 1, "props": {}, "url": "/"}', 'null']) {
      expect((await post(url, body)).status, body).toBe(400);
    }
    expect((await fetch(`${url}/health`)).status).toBe(200);
    expect((await post(url, JSON.stringify(page))).status).toBe(200);
  });

  it('refuses an oversized body with a 413 and keeps serving', async () => {
    const url = await start(renderHome, { maxBodyBytes: 1000 });

    const response = await post(url, JSON.stringify({ ...page, props: { title: 'x'.repeat(5000) } }));

    expect(response.status).toBe(413);
    expect((await post(url, JSON.stringify(page))).status).toBe(200);
  });

  it('answers a page that fails to render with a 500 naming it, and renders the next one', async () => {
    const url = await start(async (received) => {
      if (received.component === 'broken') {
        throw new Error('window is not defined');
      }
      return renderHome(received);
    });

    const failed = await post(url, JSON.stringify({ ...page, component: 'broken' }));

    expect(failed.status).toBe(500);
    expect(failed.json).toMatchObject({ error: 'window is not defined', type: 'render', component: 'broken' });
    expect((await post(url, JSON.stringify(page))).status).toBe(200);
  });

  it('cuts off a sender that stalls, while others are served', async () => {
    const url = await start(renderHome, { requestTimeoutMs: 500 });
    const { port } = new URL(url);
    const stalled = connect(Number(port), '127.0.0.1');
    stalled.write(
      'POST /render HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"comp',
    );
    const closed = new Promise<void>((resolve) => stalled.on('close', () => resolve()));
    stalled.on('error', () => undefined);

    expect((await post(url, JSON.stringify(page))).status).toBe(200);
    await closed;
    expect((await fetch(`${url}/health`)).status).toBe(200);
  });

  it('has no way to be stopped by a request', async () => {
    const url = await start(renderHome);

    for (const path of ['/shutdown', '/404', '/render?x']) {
      expect((await fetch(`${url}${path}`)).status).toBe(404);
    }
    expect((await fetch(`${url}/health`)).status).toBe(200);
  });

  it('takes its settings from the environment: one worker per core unless told', () => {
    expect(optionsFromEnvironment({ INERTIA_SSR_PORT: '14000', INERTIA_SSR_WORKERS: '3' })).toMatchObject({
      port: 14000,
      workers: 3,
      host: '127.0.0.1',
    });
    expect(optionsFromEnvironment({ INERTIA_SSR_WORKERS: 'junk' }).workers).toBeGreaterThanOrEqual(1);
  });
});
