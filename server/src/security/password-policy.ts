// What a new console password must be: long enough, not one everybody tries first, not the
// account name. Old passwords are not held to it until they are changed.
import { COMMON_PASSWORDS } from './common-passwords.js';

const COMMON = new Set(COMMON_PASSWORDS);

/** Why the password is refused (an English sentence, translated per request), or null. */
export function passwordProblem(password: string, minLength: number, account?: string): string | null {
  if (password.length < minLength) return `Must be at least ${minLength} characters.`;
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return 'This password is too common; choose another.';
  if (account && lower.includes(account.toLowerCase())) return 'The password must not contain the account name.';
  return null;
}
