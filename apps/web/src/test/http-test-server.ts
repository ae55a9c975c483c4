import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  method: string;
  path: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export type Reply = { status?: number; statusText?: string; json?: unknown; raw?: string; delayMs?: number };
export type Handler = (req: Recorded) => Reply;

/** A tiny real HTTP server standing in for the API in client tests. */
export const startTestServer = async () => {
  const handlers = new Map<string, Handler>();
  const requests: Recorded[] = [];
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://test');
      const rec: Recorded = {
        method: req.method ?? '',
        path: url.pathname,
        url,
        headers: req.headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      requests.push(rec);
      const reply = handlers.get(url.pathname)?.(rec) ?? { status: 404, json: { message: 'no handler' } };
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, reply.statusText ?? '', { 'Content-Type': 'application/json' });
        res.end(reply.raw ?? JSON.stringify(reply.json ?? null));
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    handlers,
    requests,
    /** requests to one path */
    to: (path: string) => requests.filter((r) => r.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
