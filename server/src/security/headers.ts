// Headers on every API answer: no MIME sniffing, and nothing kept in a cache (answers carry
// tokens and personal data). A route that sets its own Cache-Control (static files) keeps it.
import type { FastifyInstance } from 'fastify';

export function addSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
