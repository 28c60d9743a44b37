// What a new console password must be: long enough, not one of the 10,000 most common
// passwords (server/assets/common-passwords.txt, SecLists, CC BY-SA 3.0: see server/assets/README.md)
// nor one this project publishes, and not the account name. Old passwords are not held to it
// until they are changed.
import { readFileSync } from 'node:fs';
import { COMMON_PASSWORDS } from './common-passwords.js';

/** From src/security and from dist/security alike: two levels up, then assets/. */
const LIST_FILE = new URL('../../assets/common-passwords.txt', import.meta.url);

let common: Set<string> | undefined;

/** Read once, at the first password judged. */
export function commonPasswords(): ReadonlySet<string> {
  common ??= new Set([
    ...readFileSync(LIST_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
    ...COMMON_PASSWORDS,
  ]);
  return common;
}

/** Why the password is refused (an English sentence, translated per request), or null. */
export function passwordProblem(password: string, minLength: number, account?: string): string | null {
  if (password.length < minLength) return `Must be at least ${minLength} characters.`;
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return 'This password is too common; choose another.';
  if (account && lower.includes(account.toLowerCase())) return 'The password must not contain the account name.';
  return null;
}
