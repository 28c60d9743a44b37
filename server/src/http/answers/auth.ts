// What the session calls answer (docs/API.md "Session", "Second factor, sessions and
// re-authentication"): a session, or the next step of a login in steps.
import { z } from 'zod';
import { AT, count, dateTime, id, named } from './shapes.js';

/** The body a user is bound to (docs/API.md "Jurisdictions"); null: unbound. */
export const BoundBody = z.strictObject({ id: id(), name: z.string() }).nullable();

export const Session = named('Session', z.strictObject({
  token: z.string(),
  name: z.string(),
  avatar: z.string(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  expires_at: dateTime(),
  idle_minutes: count(),
  government: BoundBody,
}), { token: '5f0c2b7e9a1d4c3b8e6f1a2d3c4b5a69', name: '陈静', avatar: '', roles: ['supervisor'], permissions: ['company:view', 'warning:view'], expires_at: AT, idle_minutes: 30, government: { id: 3, name: '滨江区应急管理局' } });

/** A login that owes a step first: a second factor, a new password or an enrolment. */
export const LoginStep = named('LoginStep', z.strictObject({ step: z.enum(['code', 'password', 'enrol']), challenge: z.string() }), { step: 'code', challenge: 'c2b7e9a1d4c3b8e6' });

export const SessionOrStep = z.union([Session, LoginStep]);

export const OpenSession = named('OpenSession', z.strictObject({
  id: id(),
  ip: z.string(),
  user_agent: z.string(),
  created_at: dateTime(),
  last_used_at: dateTime(),
  expires_at: dateTime(),
  current: z.boolean(),
}), { id: 41, ip: '10.0.0.8', user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0', created_at: AT, last_used_at: AT, expires_at: AT, current: true });

export const LoginLock = z.strictObject({
  scope: z.enum(['address', 'account']),
  secret: z.string(),
  address: z.string().nullable(),
  failures: count(),
  locked_until: z.string().nullable(),
});
