// Security events that a flood could multiply, logged at a bounded rate, and the warning of a
// proxy nobody trusts.
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { securityEvent, type SecurityEvent } from './events.js';

/** One line per kind of event and address every this often; the next line says how many were held back. */
export const EVENT_EVERY_MS = 10_000;
const MAX_KEYS = 10_000;

export class EventLimiter {
  private readonly last = new Map<string, { at: number; held: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  log(source: { log: FastifyBaseLogger; request: FastifyRequest }, event: SecurityEvent): void {
    const key = `${event.event}|${source.request.ip}`;
    const now = this.now();
    const seen = this.last.get(key);
    if (seen && now - seen.at < EVENT_EVERY_MS) {
      seen.held += 1;
      return;
    }
    if (this.last.size >= MAX_KEYS) this.last.clear();
    this.last.set(key, { at: now, held: 0 });
    securityEvent(source, { ...event, ...(seen?.held ? { held_back: seen.held } : {}) });
  }
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * Without TRUST_PROXY, a request from a loopback peer that carries X-Forwarded-For is a proxy
 * in front: every client then looks like 127.0.0.1, and one client's failed logins hold all.
 * Said once per process.
 */
export function warnOfUntrustedProxy(app: FastifyInstance, config: Pick<Config, 'trustProxy'>): void {
  if (config.trustProxy !== false) return;
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined || !LOOPBACK.test(request.socket.remoteAddress ?? '')) return;
    warned = true;
    request.log.warn(
      { channel: 'security', event: 'proxy.untrusted' },
      'requests come through a proxy (X-Forwarded-For from a loopback peer) but TRUST_PROXY is not set: every client shares one address for login limits; set TRUST_PROXY=loopback',
    );
  });
}
