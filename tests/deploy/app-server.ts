import { request as httpsRequest } from 'node:https';
import { fastcgiRequest, type FastcgiAnswer } from './fastcgi';

/** What a shopper's client gets back: the status, every header (Set-Cookie may come several times) and the body. */
export type Answer = FastcgiAnswer;

export type Transport = (
  method: string,
  path: string,
  headers: Record<string, string>,
  body: string | undefined,
) => Promise<Answer>;

/** Through nginx (the load balancer's public HTTPS address; the test's certificate is self-signed). */
export function viaNginx(publicUrl: string): Transport {
  return (method, path, headers, body) =>
    new Promise((done, fail) => {
      const url = new URL(path, publicUrl);
      const req = httpsRequest(
        url,
        {
          method,
          rejectUnauthorized: false,
          headers: { ...headers, ...(body === undefined ? {} : { 'Content-Length': Buffer.byteLength(body) }) },
          timeout: 30_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const pairs: Array<[string, string]> = [];
            for (let i = 0; i < res.rawHeaders.length; i += 2) {
              pairs.push([res.rawHeaders[i]!.toLowerCase(), res.rawHeaders[i + 1]!]);
            }
            done({ status: res.statusCode ?? 0, headers: pairs, body: Buffer.concat(chunks).toString('utf8') });
          });
          res.on('error', fail);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer`)));
      req.on('error', fail);
      req.end(body);
    });
}

/**
 * Straight to one app server's PHP-FPM pool over FastCGI, with the parameters nginx's site sends for the front
 * controller (the public address's host, port and scheme): what that app server answers, whichever pool nginx would
 * have picked.
 */
export function viaPool(socket: string, publicRoot: string, publicUrl: string): Transport {
  const site = new URL(publicUrl);

  return (method, path, headers, body) => {
    const url = new URL(path, publicUrl);
    const input = Buffer.from(body ?? '', 'utf8');
    const params: Record<string, string> = {
      SCRIPT_FILENAME: `${publicRoot}/index.php`,
      DOCUMENT_ROOT: publicRoot,
      SCRIPT_NAME: '/index.php',
      DOCUMENT_URI: '/index.php',
      REQUEST_URI: `${url.pathname}${url.search}`,
      QUERY_STRING: url.search.replace(/^\?/, ''),
      REQUEST_METHOD: method,
      CONTENT_TYPE: headers['Content-Type'] ?? '',
      CONTENT_LENGTH: body === undefined ? '' : String(input.length),
      SERVER_PROTOCOL: 'HTTP/1.1',
      GATEWAY_INTERFACE: 'CGI/1.1',
      SERVER_SOFTWARE: 'nginx',
      REQUEST_SCHEME: 'https',
      HTTPS: 'on',
      REMOTE_ADDR: '127.0.0.1',
      REMOTE_PORT: '40000',
      SERVER_ADDR: '127.0.0.1',
      SERVER_PORT: site.port,
      SERVER_NAME: site.hostname,
      REDIRECT_STATUS: '200',
      HTTP_HOST: site.host,
      HTTP_X_FORWARDED_FOR: '127.0.0.1',
      HTTP_X_FORWARDED_PROTO: 'https',
      HTTP_X_FORWARDED_HOST: site.host,
      HTTP_X_FORWARDED_PORT: site.port,
    };
    for (const [name, value] of Object.entries(headers)) {
      if (name.toLowerCase() === 'content-type') continue;
      params[`HTTP_${name.toUpperCase().replaceAll('-', '_')}`] = value;
    }

    return fastcgiRequest(socket, params, input);
  };
}

/** A shopper: its cookies, sent to whichever app server (or nginx) each request goes to, with the CSRF token. */
export class Shopper {
  private cookies = new Map<string, string>();

  async request(
    via: Transport,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const xsrf = this.cookies.get('XSRF-TOKEN');
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const answer = await via(
      method,
      path,
      {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(xsrf === undefined ? {} : { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) }),
        ...(cookie === '' ? {} : { Cookie: cookie }),
        ...headers,
      },
      body === undefined ? undefined : JSON.stringify(body),
    );
    for (const [name, value] of answer.headers) {
      if (name !== 'set-cookie') continue;
      const [pair] = value.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }

    return answer;
  }

  /** The first page: the session and the CSRF cookie. */
  async start(via: Transport): Promise<this> {
    await this.request(via, 'GET', '/cos', undefined, { Accept: 'text/html' });

    return this;
  }

  has(cookie: string): boolean {
    return this.cookies.has(cookie);
  }
}

/** The page data embedded in an HTML page (Inertia's), as JSON text. */
export function pageData(html: string): string {
  const match =
    /<script data-page="app" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(html) ??
    /data-page="([^"]*)"/.exec(html);
  if (match === null) throw new Error('No page data in the HTML');

  return match[1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
}
