import type { ResourceDef } from '../schema/types';
import companies from './companies';
import { companyAppAccounts, companyWebAccounts, govAppAccounts, govWebAccounts } from './accounts';
import checkPoints from './checkPoints';
import qrCodes from './qrCodes';
import warnings from './warnings';
import handling from './handling';
import roles from './roles';
import permissions from './permissions';
import systemUsers from './systemUsers';
import auditLog from './auditLog';
import { referenceTargets } from '../schema/definitions/referenceTargets';

/** Every business resource of the console, declared once. */
export const resources: readonly ResourceDef[] = [
  companies,
  companyWebAccounts,
  companyAppAccounts,
  govWebAccounts,
  govAppAccounts,
  checkPoints,
  qrCodes,
  warnings,
  handling,
  roles,
  permissions,
  systemUsers,
  auditLog,
  ...referenceTargets,
];
