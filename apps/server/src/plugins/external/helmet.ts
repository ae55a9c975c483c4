import type { FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import type { Config } from '../../config/config.js';

/** The hosts of the maps service (AMap JS API 2.0): its loader script, its API calls and its tiles. */
export const MAP_SCRIPT_HOSTS = ['https://webapi.amap.com'];
export const MAP_CONNECT_HOSTS = ['https://*.amap.com', 'https://*.autonavi.com'];

/**
 * The Content-Security-Policy of every response (docs/security.md). Script only from this origin (no inline script,
 * no eval); inline styles are allowed (antd-mobile sets style attributes); images from anywhere over http(s)
 * (avatars and covers may be any http(s) URL); connections to this origin and the configured hosts; nobody may
 * frame the app.
 */
export function cspDirectives(security: Config['security']): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(security.maps ? MAP_SCRIPT_HOSTS : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...security.connectSrc, ...(security.maps ? MAP_CONNECT_HOSTS : [])],
    'media-src': ["'self'", 'blob:'],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
}

/**
 * Browser protections on every response (@fastify/helmet): the CSP above, X-Frame-Options DENY, nosniff,
 * Referrer-Policy strict-origin-when-cross-origin, HSTS only in production (behind TLS). Helmet writes its headers
 * when a request arrives, so a route that sets its own (an upload's `default-src 'none'; sandbox`, the sandbox
 * cashier) replaces them for that response.
 */
export async function registerHelmet(app: FastifyInstance, security: Config['security']): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(security) },
    // images and maps come from other hosts, which send no CORP header
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
    xContentTypeOptions: true,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // over plain HTTP (development, tests) a browser would be told to use HTTPS only: production only
    strictTransportSecurity: security.production ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
}
