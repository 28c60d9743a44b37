// Session calls: login, logout, info.
import { z } from 'zod';
import { rolesAndPermissions } from '../http/auth.js';
import { defineCall } from '../http/call.js';
import { ApiError, ErrorCode } from '../http/errors.js';
import { REQUIRED, v } from '../http/validate.js';
import { dummyPasswordHash, verifyPassword } from '../security/password.js';
import { LoginThrottle } from '../security/throttle.js';
import { issueToken, revokeToken } from '../security/tokens.js';

const BAD_LOGIN = 'Incorrect account or password.';

const login = defineCall({
  path: 'operate/auth/login',
  permission: 'public',
  body: z.object({
    account: v.text(64),
    // Checked for presence and size only: old passwords may predate today's rules.
    password: z
      .string({ error: (i) => (i.input === undefined || i.input === null ? REQUIRED : 'Must be text.') })
      .min(1, REQUIRED)
      .max(128, 'Must be at most 128 characters.'),
  }),
  async handler({ account, password }, { db, config, throttle, request }) {
    const key = LoginThrottle.key(account, request.ip);
    if (throttle.isBlocked(key)) {
      throw new ApiError(ErrorCode.throttled, 'Too many failed attempts. Try again later.');
    }
    const user = await db
      .selectFrom('system_users')
      .select(['id', 'name', 'avatar', 'password_hash'])
      .where('account', '=', account)
      .executeTakeFirst();
    // Unknown accounts cost a hash too, so timing does not tell which accounts exist.
    const ok = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()));
    if (!user || !ok) {
      throttle.fail(key);
      throw new ApiError(ErrorCode.invalid, BAD_LOGIN, { password: BAD_LOGIN });
    }
    throttle.reset(key);
    const { token, expiresAt } = await issueToken(db, user.id, config.tokenTtlHours);
    const { roles, permissions } = await rolesAndPermissions(db, user.id);
    return { token, name: user.name, avatar: user.avatar, roles, permissions, expires_at: expiresAt };
  },
});

const logout = defineCall({
  path: 'operate/auth/logout',
  permission: 'login-only',
  body: z.object({}),
  async handler(_input, { db, auth }) {
    await revokeToken(db, auth.token);
    return null;
  },
});

const info = defineCall({
  path: 'operate/auth/info',
  permission: 'login-only',
  body: z.object({}),
  async handler(_input, { db, auth }) {
    const user = await db
      .selectFrom('system_users')
      .select(['id', 'account', 'name', 'avatar', 'introduction'])
      .where('id', '=', auth.userId)
      .executeTakeFirstOrThrow();
    return { ...user, roles: auth.roles, permissions: [...auth.permissions] };
  },
});

export const sessionCalls = [login, logout, info];
