// operate/company/account-devices and account-device-end: the phones an app account is signed in
// on (app/session.ts), and ending one, for the administrators who edit accounts. An account of
// a government is reached by its id the same way: both kinds share the accounts table.
import { z } from 'zod';
import { appDevices, endAppSessions } from '../../app/session.js';
import { recordChange } from '../../audit/record.js';
import type { DB } from '../../db/schema.js';
import { defineCall } from '../../http/call.js';
import { notFound } from '../../http/errors.js';
import { v } from '../../http/validate.js';
import type { Kysely } from 'kysely';
import { AccountDevices, DeviceEnded } from '../../http/answers/app.js';

async function requireAccount(db: Kysely<DB>, id: number) {
  const account = await db.selectFrom('accounts').select(['id', 'account']).where('id', '=', id).executeTakeFirst();
  if (!account) throw notFound('The account does not exist.');
  return account;
}

const accountDevices = defineCall({
  path: 'operate/company/account-devices',
  answer: AccountDevices,
  permission: 'account:update',
  body: z.object({ id: v.id() }),
  async handler({ id }, { db }) {
    await requireAccount(db, id);
    return { id, devices: await appDevices(db, id) };
  },
});

const accountDeviceEnd = defineCall({
  path: 'operate/company/account-device-end',
  answer: DeviceEnded,
  permission: 'account:update',
  body: z.object({ id: v.id(), device_id: v.text(64) }),
  async handler({ id, device_id }, ctx) {
    return ctx.db.transaction().execute(async (trx) => {
      const account = await requireAccount(trx, id);
      const ended = await endAppSessions(trx, id, device_id);
      if (ended === 0) throw notFound('The device is not signed in.');
      await recordChange(trx, ctx, { action: 'logout', resource: 'account', recordId: id, name: account.account, after: { device_id } });
      return { id, device_id, ended };
    });
  },
});

export const accountDeviceCalls = [accountDevices, accountDeviceEnd];
