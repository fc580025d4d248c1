import { createConnection } from 'node:net';

/** What PHP-FPM answered: the status (200 unless the script set one), the headers in order, the body. */
export type FastcgiAnswer = { status: number; headers: Array<[string, string]>; body: string };

/**
 * One FastCGI request straight to PHP-FPM's socket (no web server): runs SCRIPT_FILENAME in a worker of the pool and
 * answers what it printed after its headers. For looking at the pool's OPcache from outside without adding a script
 * nginx would serve.
 */
export async function fastcgi(socket: string, params: Record<string, string>): Promise<string> {
  return (await fastcgiRequest(socket, params, Buffer.alloc(0))).body;
}

/** One FastCGI request with a body (STDIN, sent in records of at most 64 KiB): status, headers and body. */
export function fastcgiRequest(socket: string, params: Record<string, string>, input: Buffer): Promise<FastcgiAnswer> {
  const record = (type: number, content: Buffer): Buffer => {
    const head = Buffer.alloc(8);
    head.writeUInt8(1, 0);
    head.writeUInt8(type, 1);
    head.writeUInt16BE(1, 2);
    head.writeUInt16BE(content.length, 4);
    return Buffer.concat([head, content]);
  };
  const length = (n: number): Buffer => {
    if (n < 128) return Buffer.from([n]);
    const long = Buffer.alloc(4);
    long.writeUInt32BE((n | 0x80000000) >>> 0);
    return long;
  };
  const pairs = Buffer.concat(
    Object.entries(params).map(([name, value]) => {
      const key = Buffer.from(name);
      const data = Buffer.from(value);
      return Buffer.concat([length(key.length), length(data.length), key, data]);
    }),
  );
  const [BEGIN_REQUEST, PARAMS, STDIN, STDOUT] = [1, 4, 5, 6];
  const stdin: Buffer[] = [];
  for (let at = 0; at < input.length; at += 65_535) stdin.push(record(STDIN, input.subarray(at, at + 65_535)));

  return new Promise((done, fail) => {
    const connection = createConnection(socket);
    const chunks: Buffer[] = [];
    connection.setTimeout(30_000, () => connection.destroy(new Error('PHP-FPM did not answer')));
    connection.on('data', (chunk: Buffer) => chunks.push(chunk));
    connection.on('error', fail);
    connection.on('end', () => {
      const all = Buffer.concat(chunks);
      const out: Buffer[] = [];
      for (let at = 0; at + 8 <= all.length;) {
        const size = all.readUInt16BE(at + 4);
        if (all[at + 1] === STDOUT) out.push(all.subarray(at + 8, at + 8 + size));
        at += 8 + size + all[at + 6]!;
      }
      const text = Buffer.concat(out).toString('utf8');
      const end = text.indexOf('\r\n\r\n');
      const headers: Array<[string, string]> = [];
      let status = 200;
      for (const line of text.slice(0, Math.max(end, 0)).split('\r\n')) {
        const colon = line.indexOf(':');
        if (colon <= 0) continue;
        const name = line.slice(0, colon).trim().toLowerCase();
        const value = line.slice(colon + 1).trim();
        if (name === 'status') status = Number(value.split(' ')[0]);
        else headers.push([name, value]);
      }
      done({ status, headers, body: end >= 0 ? text.slice(end + 4) : text });
    });
    connection.on('connect', () => {
      connection.write(
        Buffer.concat([
          record(BEGIN_REQUEST, Buffer.from([0, 1, 0, 0, 0, 0, 0, 0])),
          record(PARAMS, pairs),
          record(PARAMS, Buffer.alloc(0)),
          ...stdin,
          record(STDIN, Buffer.alloc(0)),
        ]),
      );
    });
  });
}
