// What the session calls answer (docs/API.md "Session", "Second factor, sessions and
// re-authentication"): a session, or the next step of a login in steps.
import { z } from 'zod';
import { count, dateTime, id, named } from './shapes.js';

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
}));

/** A login that owes a step first: a second factor, a new password or an enrolment. */
export const LoginStep = named('LoginStep', z.strictObject({ step: z.enum(['code', 'password', 'enrol']), challenge: z.string() }));

export const SessionOrStep = z.union([Session, LoginStep]);

export const OpenSession = named('OpenSession', z.strictObject({
  id: id(),
  ip: z.string(),
  user_agent: z.string(),
  created_at: dateTime(),
  last_used_at: dateTime(),
  expires_at: dateTime(),
  current: z.boolean(),
}));

export const LoginLock = z.strictObject({
  scope: z.enum(['address', 'account']),
  secret: z.string(),
  address: z.string().nullable(),
  failures: count(),
  locked_until: z.string().nullable(),
});
