// Every contract call the server answers, in one list. app.ts serves them and tests
// enumerate them (paths, body schemas, permissions). Each group of the contract's paths has one
// module or one folder here (operate/company/* is routes/company/); a new call joins its group's.
import type { ContractCall } from '../http/call.js';
import { adminCalls } from './admin/index.js';
import { appCalls } from './app/index.js';
import { auditCalls } from './audit.js';
import { authCalls } from './auth/index.js';
import { companyCalls } from './company/index.js';
import { definitionCalls, definitionSaveAllCalls, definitionVersionCalls, draftCalls, referenceOptionCalls } from './entity/index.js';
import { governmentCalls } from './government/index.js';
import { importCalls } from './import.js';
import { permissionCalls } from './permission.js';
import { savedViewCalls } from './view.js';

/** One module (or folder) per group of the contract: operate/auth, operate/company … admin. */
export const contractCalls: readonly ContractCall[] = [...authCalls, ...governmentCalls, ...permissionCalls, ...adminCalls, ...companyCalls, ...auditCalls, ...savedViewCalls, ...importCalls, ...definitionCalls, ...definitionSaveAllCalls, ...definitionVersionCalls, ...draftCalls, ...referenceOptionCalls, ...appCalls];

const byPath = new Map(contractCalls.map((c) => [c.path, c]));
if (byPath.size !== contractCalls.length) throw new Error('Two contract calls share a path.');

export function findCall(path: string): ContractCall | undefined {
  return byPath.get(path.replace(/^\//, ''));
}
