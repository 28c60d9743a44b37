// Security events: who did what, from where, and how it ended, as one structured log line each
// on the `security` channel, apart from the request log. Never a password, hash or token.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Auth } from '../http/auth.js';

export type SecurityEventName =
  | 'login'
  | 'login.locked'
  | 'logout'
  | 'access.denied'
  | 'password.change'
  | 'password.reset'
  | 'user.create'
  | 'user.delete'
  | 'user.status'
  | 'user.role.remove'
  | 'role.update'
  | 'role.delete'
  | 'session.revoke'
  | 'login.code'
  | 'token.invalid'
  | 'mfa.enrol'
  | 'mfa.reset'
  | 'locks.clear'
  | 'reauth'
  | 'ticket.issue'
  | 'ticket.exchange'
  | 'import.refused';

export interface SecurityEvent {
  event: SecurityEventName;
  outcome: 'success' | 'failure' | 'denied';
  /** Extra facts: the target user, the reason, how many sessions ended... */
  [detail: string]: unknown;
}

export interface EventSource {
  log: FastifyBaseLogger;
  request: FastifyRequest;
  /** The caller, when known. */
  auth?: Pick<Auth, 'userId' | 'account'>;
}

export function securityEvent(source: EventSource, event: SecurityEvent): void {
  const who = source.auth && source.auth.userId !== 0 ? { user_id: source.auth.userId, account: source.auth.account } : {};
  const level = event.outcome === 'success' ? 'info' : 'warn';
  source.log.child({ channel: 'security' })[level]({ ...who, ip: source.request.ip, ...event }, `security ${event.event} ${event.outcome}`);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller once its token is checked, so a 2003 answer can name who was refused. */
    caller?: Auth;
  }
}
