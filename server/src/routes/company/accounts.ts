// operate/company/account-*: the web and app accounts of companies. The logic is shared with
// government accounts (accounts.ts); here the list calls fix the type by their path.
import { z } from 'zod';
import { defineCall } from '../../http/call.js';
import { listSchema } from '../../http/list.js';
import { v } from '../../http/validate.js';
import { ACCOUNT_SORTS, accountCreateFields, accountDeleteSchema, accountUpdateSchema, createAccount, deleteAccount, listAccounts, updateAccount } from '../../records/accounts.js';
import { Account } from '../../http/answers/records.js';
import { deleted, listOf } from '../../http/answers/shapes.js';

const companyAccountListSchema = listSchema(ACCOUNT_SORTS, {
  company_id: v.optional(v.id()),
  status: v.optional(v.flag()),
});

const accountList = defineCall({
  path: 'operate/company/account-list',
  permission: 'account:view',
  answer: listOf(Account),
  body: companyAccountListSchema,
  handler: (q, { db, auth }) => listAccounts(db, auth, 'company', q, { ownerId: q.company_id, type: 'web', status: q.status }),
});

const accountAppList = defineCall({
  path: 'operate/company/account-app-list',
  permission: 'account:view',
  answer: listOf(Account),
  body: companyAccountListSchema,
  handler: (q, { db, auth }) => listAccounts(db, auth, 'company', q, { ownerId: q.company_id, type: 'app', status: q.status }),
});

const accountCreate = defineCall({
  path: 'operate/company/account-create',
  permission: 'account:create',
  answer: Account,
  body: z.object({ company_id: v.id(), ...accountCreateFields }),
  handler: ({ company_id, ...input }, ctx) => createAccount(ctx, 'company', { ownerId: company_id, ...input }),
});

const accountUpdate = defineCall({
  path: 'operate/company/account-update',
  permission: 'account:update',
  answer: Account,
  body: accountUpdateSchema,
  handler: (input, ctx) => updateAccount(ctx, 'company', input),
});

const accountDelete = defineCall({
  path: 'operate/company/account-delete',
  permission: 'account:delete',
  answer: deleted(),
  body: accountDeleteSchema,
  handler: (input, ctx) => deleteAccount(ctx, 'company', input),
});

export const companyAccountCalls = [accountList, accountAppList, accountCreate, accountUpdate, accountDelete];
