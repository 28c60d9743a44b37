// Headers on every API answer: no MIME sniffing, nothing kept in a cache (answers carry
// tokens and personal data), and no Referer sent on from anything it shows. A route that sets its own Cache-Control (static files) keeps it.
import type { FastifyInstance } from 'fastify';

export function addSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
