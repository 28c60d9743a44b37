// operate/government/account-*: a government body's web and app accounts, kept as a company's
// are (records/accounts.ts).
import { z } from 'zod';
import { defineCall } from '../../http/call.js';
import { v } from '../../http/validate.js';
import { accountCreateFields, accountDeleteSchema, accountListSchema, accountUpdateSchema, createAccount, deleteAccount, listAccounts, updateAccount } from '../../records/accounts.js';
import { Account } from '../../http/answers/records.js';
import { deleted, listOf } from '../../http/answers/shapes.js';

const accountList = defineCall({
  path: 'operate/government/account-list',
  permission: 'account:view',
  answer: listOf(Account),
  body: accountListSchema({ government_id: v.optional(v.id()) }),
  handler: (q, { db, auth }) => listAccounts(db, auth, 'government', q, { ownerId: q.government_id, type: q.type, status: q.status }),
});

const accountCreate = defineCall({
  path: 'operate/government/account-create',
  permission: 'account:create',
  answer: Account,
  body: z.object({ government_id: v.id(), ...accountCreateFields }),
  handler: ({ government_id, ...input }, ctx) => createAccount(ctx, 'government', { ownerId: government_id, ...input }),
});

const accountUpdate = defineCall({
  path: 'operate/government/account-update',
  permission: 'account:update',
  answer: Account,
  body: accountUpdateSchema,
  handler: (input, ctx) => updateAccount(ctx, 'government', input),
});

const accountDelete = defineCall({
  path: 'operate/government/account-delete',
  permission: 'account:delete',
  answer: deleted(),
  body: accountDeleteSchema,
  handler: (input, ctx) => deleteAccount(ctx, 'government', input),
});

export const governmentAccountCalls = [accountList, accountCreate, accountUpdate, accountDelete];
