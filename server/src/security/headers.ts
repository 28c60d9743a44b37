// Headers on every API answer: no MIME sniffing, nothing kept in a cache (answers carry
// tokens and personal data), and no Referer sent on from anything it shows. A route that sets its own Cache-Control (static files) keeps it.
import type { FastifyInstance } from 'fastify';

/** What every answer carries; a stream written outside Fastify's hooks (events) sends them itself. */
export const SECURITY_HEADERS = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' } as const;

export function addSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(SECURITY_HEADERS);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
