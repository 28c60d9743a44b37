// operate/app/login and logout: the field app's sessions, for company and government app accounts.
import { z } from 'zod';
import { defineAppCall } from '../../app/call.js';
import { endAppSessions, openAppSession } from '../../app/session.js';
import { defineCall } from '../../http/call.js';
import { ApiError, ErrorCode, forbidden } from '../../http/errors.js';
import { v } from '../../http/validate.js';
import { checkPassword } from '../../security/guard.js';
import { securityEvent } from '../../security/events.js';
import { AppLogin, AppMe } from '../../http/answers/app.js';
import { nothing } from '../../http/answers/shapes.js';

const BAD_LOGIN = 'Incorrect account or password.';

const login = defineCall({
  path: 'operate/app/login',
  example: { account: 'inspector01', password: 'Correct-Horse-7', device_id: '3f2a9c1e-7b44-4d0e-9a51-2c6b8e0f1d37', device_name: 'HUAWEI Mate 60' },
  answer: AppLogin,
  permission: 'public',
  body: z.object({
    account: v.text(64),
    password: v.currentPassword(),
    device_id: v.text(64),
    device_name: v.withDefault(v.text(64), ''),
  }),
  async handler({ account, password, device_id, device_name }, ctx) {
    const { db, config } = ctx;
    const found = await db
      .selectFrom('accounts as a')
      .leftJoin('companies as c', 'c.id', 'a.company_id')
      .leftJoin('governments as g', 'g.id', 'a.government_id')
      .select(['a.id', 'a.account', 'a.name', 'a.type', 'a.status', 'a.password_hash', 'a.company_id', 'a.government_id', 'c.name as company_name', 'g.name as government_name'])
      .where('a.account', '=', account)
      .executeTakeFirst();
    // Throttled and timed like the console's login: an unknown account costs a hash too. Counted
    // apart from the console user of the same name (no account name holds a colon).
    if (!(await checkPassword(ctx, `app:${account}`, password, found?.password_hash))) {
      securityEvent(ctx, { event: 'login', outcome: 'failure', attempted_account: account, reason: found ? 'password' : 'unknown account', app: true });
      throw new ApiError(ErrorCode.invalid, BAD_LOGIN, { password: BAD_LOGIN });
    }
    const { password_hash: _hash, type, status, ...caller } = found!;
    if (type !== 'app') {
      securityEvent(ctx, { event: 'login', outcome: 'denied', attempted_account: account, reason: 'not an app account', app: true });
      throw forbidden('This account cannot sign in to the field app.');
    }
    if (status !== 1) {
      securityEvent(ctx, { event: 'login', outcome: 'denied', attempted_account: account, reason: 'disabled', app: true });
      throw forbidden('This account is disabled.');
    }
    const session = await openAppSession(db, caller.id, { id: device_id, name: device_name }, config.appSessionDays);
    securityEvent(ctx, { event: 'login', outcome: 'success', account: caller.account, app: true, device_id });
    return { token: session.token, expires_at: session.expiresAt, account: caller };
  },
});

const logout = defineAppCall({
  path: 'operate/app/logout',
  answer: nothing(),
  body: z.object({}),
  async handler(_input, ctx) {
    await endAppSessions(ctx.db, ctx.appAccount.id, ctx.appAccount.deviceId);
    securityEvent(ctx, { event: 'logout', outcome: 'success', account: ctx.appAccount.account, app: true });
    return null;
  },
});

/** Who is signed in, and the company's active staff the app sends its points and clocks for. */
const me = defineAppCall({
  path: 'operate/app/me',
  answer: AppMe,
  body: z.object({}),
  async handler(_input, { db, appAccount }) {
    const { sessionId: _session, deviceId: device_id, ...account } = appAccount;
    const staff =
      account.company_id === null
        ? []
        : await db.selectFrom('staff').select(['id', 'name', 'position']).where('company_id', '=', account.company_id).where('status', '=', 1).orderBy('name').orderBy('id').execute();
    return { account, device_id, staff };
  },
});

export const appSessionCalls = [login, logout, me];
