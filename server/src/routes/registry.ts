// Every contract call the server answers, in one list. app.ts serves them and tests
// enumerate them (paths, body schemas, permissions). A new route group exports an array
// of defineCall(...) results and is added here.
import type { ContractCall } from '../http/call.js';
import { accountSecurityCalls } from './account-security.js';
import { adminCalls } from './admin.js';
import { auditCalls } from './audit.js';
import { companyCalls } from './company.js';
import { governmentCalls } from './government.js';
import { importCalls } from './import-resources.js';
import { permissionCalls } from './permission.js';
import { savedViewCalls } from './saved-views.js';
import { loginStepCalls } from './login-steps.js';
import { sessionCalls } from './session.js';
import { sessionManagementCalls } from './sessions.js';

export const contractCalls: readonly ContractCall[] = [...sessionCalls, ...governmentCalls, ...permissionCalls, ...adminCalls, ...companyCalls, ...auditCalls, ...savedViewCalls, ...importCalls, ...loginStepCalls, ...sessionManagementCalls, ...accountSecurityCalls];

const byPath = new Map(contractCalls.map((c) => [c.path, c]));
if (byPath.size !== contractCalls.length) throw new Error('Two contract calls share a path.');

export function findCall(path: string): ContractCall | undefined {
  return byPath.get(path.replace(/^\//, ''));
}
