import { type Page } from '@inertiajs/core';
import cluster from 'node:cluster';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { availableParallelism } from 'node:os';

/** What rendering one page gives: the head tags and the body's HTML. */
export type Rendered = { head: string[]; body: string };

export type RenderPage = (page: Page) => Promise<Rendered>;

export type RenderServerOptions = {
  port: number;
  host: string;
  /** The largest page object accepted (413 past it): a product listing's page is about 200 KB. */
  maxBodyBytes: number;
  /** How long a request may take to arrive whole; a slow or stalled sender is cut off after it. */
  requestTimeoutMs: number;
  /** Worker processes; 1 serves from this process alone. */
  workers: number;
};

/** The settings from the environment, as the PHP side and deploy/ set them (INERTIA_SSR_*). */
export function optionsFromEnvironment(env: NodeJS.ProcessEnv): RenderServerOptions {
  const number = (value: string | undefined, fallback: number) => {
    const parsed = Number(value);
    return Number.isFinite(parsed) && parsed > 0 ? Math.floor(parsed) : fallback;
  };

  return {
    port: number(env.INERTIA_SSR_PORT, 13714),
    host: '127.0.0.1',
    maxBodyBytes: number(env.INERTIA_SSR_MAX_BODY_BYTES, 8 * 1024 * 1024),
    requestTimeoutMs: number(env.INERTIA_SSR_REQUEST_TIMEOUT_MS, 10_000),
    workers: number(env.INERTIA_SSR_WORKERS, availableParallelism()),
  };
}

/**
 * The rendered body without the page element Inertia puts in front of it: the PHP side writes its own (with what the
 * browser needs of the page, often less than the renderer got; Inertia\Directive::root), so the copy, a few hundred
 * kilobytes on a listing, need not travel back.
 */
export function withoutPageElement(body: string): string {
  if (!body.startsWith('<script data-page=')) return body;
  // The page's JSON escapes every slash, so the first closing tag is the element's own.
  const end = body.indexOf('</script>');

  return end === -1 ? body : body.slice(end + '</script>'.length);
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  if (response.headersSent || response.writableEnded) {
    return;
  }
  const json = JSON.stringify(body);
  response.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(json) });
  response.end(json);
}

/** The body as bytes, or null past the limit; decoded once whole, so a character split between chunks stays whole. */
function readBody(request: IncomingMessage, maxBytes: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        request.removeAllListeners('data');
        request.resume();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function isPage(value: unknown): value is Page {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const page = value as Record<string, unknown>;

  return (
    typeof page.component === 'string' &&
    typeof page.props === 'object' &&
    page.props !== null &&
    typeof page.url === 'string'
  );
}

async function renderRequest(
  request: IncomingMessage,
  response: ServerResponse,
  render: RenderPage,
  options: RenderServerOptions,
) {
  const body = await readBody(request, options.maxBodyBytes);
  if (body === null) {
    answer(response, 413, { error: `The page object is larger than ${options.maxBodyBytes} bytes.`, type: 'request' });
    return;
  }
  let page: unknown;
  try {
    page = JSON.parse(body);
  } catch {
    answer(response, 400, { error: 'The body is not JSON.', type: 'request' });
    return;
  }
  if (!isPage(page)) {
    answer(response, 400, { error: 'The body is not an Inertia page object.', type: 'request' });
    return;
  }
  try {
    const rendered = await render(page);
    answer(response, 200, { head: rendered.head, body: withoutPageElement(rendered.body) });
  } catch (error) {
    // This page could not be rendered; the PHP side renders it in the browser. The server goes on.
    const message = error instanceof Error ? error.message : String(error);
    console.error(`Rendering ${page.component} (${page.url}) failed: ${message}`);
    answer(response, 500, { error: message, type: 'render', component: page.component, url: page.url });
  }
}

/** The HTTP handler: POST /render, GET /health, 404 for anything else. Nothing a request sends can stop it. */
export function renderHandler(render: RenderPage, options: RenderServerOptions) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '').split('?')[0];
    if (path === '/render' && request.method === 'POST') {
      renderRequest(request, response, render, options).catch((error: unknown) => {
        console.error(`A render request failed: ${error instanceof Error ? error.message : String(error)}`);
        answer(response, 400, { error: 'The request could not be read.', type: 'request' });
      });
      return;
    }
    if (path === '/health' && (request.method === 'GET' || request.method === 'HEAD')) {
      answer(response, 200, { status: 'OK', timestamp: Date.now() });
      return;
    }
    answer(response, 404, { status: 'NOT_FOUND' });
  };
}

/** One HTTP server in this process, with the time limits of a slow or stalled sender. */
export function listen(render: RenderPage, options: RenderServerOptions): Server {
  // Timed-out requests are looked for this often (Node's default, 30 s, would let stalled senders pile up).
  const server = createServer(
    { connectionsCheckingInterval: Math.min(1_000, options.requestTimeoutMs) },
    renderHandler(render, options),
  );
  server.requestTimeout = options.requestTimeoutMs;
  server.headersTimeout = Math.min(options.requestTimeoutMs, 60_000);
  server.keepAliveTimeout = 5_000;
  server.on('clientError', (_error, socket) => socket.destroy());
  server.listen(options.port, options.host);

  return server;
}

/**
 * The SSR server: with several workers, the primary forks them (they share the port) and starts a new one whenever
 * one exits, so one crash never leaves the shop without server rendering; with one, this process serves.
 */
export function startRenderServer(render: RenderPage, options: RenderServerOptions): void {
  if (options.workers <= 1) {
    listen(render, options);
    console.warn(`SSR server on ${options.host}:${options.port}`);
    return;
  }
  if (cluster.isPrimary) {
    let stopping = false;
    for (let i = 0; i < options.workers; i++) {
      cluster.fork();
    }
    cluster.on('exit', (worker, code, signal) => {
      if (stopping) {
        return;
      }
      console.error(`SSR worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
      setTimeout(() => cluster.fork(), 250);
    });
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.on(signal, () => {
        stopping = true;
        for (const worker of Object.values(cluster.workers ?? {})) {
          worker?.kill();
        }
        process.exit(0);
      });
    }
    console.warn(`SSR server on ${options.host}:${options.port} with ${options.workers} workers`);
    return;
  }
  listen(render, options);
}
