/**
 * HTTPS with HTTP/2 in front of the app, as phones reach it in production (docs/deploy.md: phones → HTTPS load
 * balancer → instances over HTTP/1.1). The app itself answers plain HTTP/1.1; this front terminates TLS with a
 * certificate made for this run (openssl, valid one day, for 127.0.0.1) and passes each request on over a keep-alive
 * HTTP/1.1 connection, as a balancer does. Chromium trusts the certificate through
 * `--ignore-certificate-errors-spki-list=<spki>` (a pinned key, so the page is a secure one and its HTTP cache and
 * connection reuse behave as on a real site; the flag only takes effect with a user-data dir, which chrome-launcher
 * makes). Lighthouse's simulation reads each request's protocol: over h2 one connection carries every request of
 * the origin, over HTTP/1.1 six connections each wait a round trip per request.
 */
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** headers that belong to one hop (RFC 9110 7.6.1) and may not be sent over HTTP/2 */
const HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'http2-settings',
]);

export interface TlsFront {
  /** https://127.0.0.1:<port> */
  origin: string;
  /** base64 SHA-256 of the certificate's public key, for --ignore-certificate-errors-spki-list */
  spki: string;
  close(): Promise<void>;
}

export async function tlsFront(appPort: number): Promise<TlsFront> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kc-bench-tls-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  // prettier-ignore
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-keyout', keyFile, '-out', certFile, '-days', '1',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
  ], { stdio: 'ignore' });
  const key = readFileSync(keyFile);
  const cert = readFileSync(certFile);
  rmSync(dir, { recursive: true, force: true });
  const spki = createHash('sha256')
    .update(new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');

  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (req, res) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers))
      if (!name.startsWith(':') && !HOP.has(name)) headers[name] = value;
    headers.host = req.headers[':authority'] ?? req.headers.host;
    headers['x-forwarded-proto'] = 'https';
    const upstream = http.request(
      { host: '127.0.0.1', port: appPort, method: req.method, path: req.url, headers, agent },
      (answer) => {
        const out: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) if (!HOP.has(name)) out[name] = value;
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    // a long poll the page leaves: stop asking the app too
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    spki,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        // open h2 sessions (the browser keeps them) would hold close() forever
        setTimeout(resolve, 2000).unref();
      }),
  };
}
