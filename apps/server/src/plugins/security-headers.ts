import type { FastifyInstance } from 'fastify';

/**
 * The console's content security policy. Scripts come only from this origin (the console's hashed
 * bundles and the micro-frontends under /ui/mfe/) and from the origins of micro-frontends an
 * administrator registered at an address of their own, never inline. Styles may be inline because
 * Ant Design writes its CSS-in-JS into style elements at run time. Frames may be this origin only:
 * the console frames nothing else, and its sandboxed previews (readmes, release notes) are srcdoc
 * documents that inherit this policy.
 */
export function consoleCsp(microfrontendOrigins: readonly string[] = []): string {
  const own = ["'self'", ...microfrontendOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${own}`,
    `style-src ${own} 'unsafe-inline'`,
    `img-src ${own} data: blob:`,
    `font-src ${own} data:`,
    `connect-src ${own}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The policy of every answer but the console page, whose policy may name micro-frontend origins. */
export const CONSOLE_CSP = consoleCsp();

/** Browsers remember HTTPS for this long (180 days) once they have seen the header over HTTPS. */
const HSTS = 'max-age=15552000';

/** The security headers of every answer. HSTS only when the public address is https: a browser that saw it for a plain-HTTP instance would refuse it. */
export function securityHeaders(options: { https: boolean }): Readonly<Record<string, string>> {
  return {
    'content-security-policy': CONSOLE_CSP,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
    'cross-origin-opener-policy': 'same-origin',
    ...(options.https ? { 'strict-transport-security': HSTS } : {}),
  };
}

/**
 * Security headers on every answer, console pages and API alike. They are set as the request
 * arrives, so a route that sets a stricter policy of its own (user content served with `sandbox`)
 * replaces them, and answers to refused requests (401, 403, 404) carry them too.
 */
export function registerSecurityHeaders(app: FastifyInstance, headers: Readonly<Record<string, string>>) {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
