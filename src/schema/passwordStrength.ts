export type StrengthLevel = 'weak' | 'fair' | 'good' | 'strong';

// Passwords people pick first; any of them (or a run like "abcd1234" typed along the keyboard) is weak.
const COMMON = new Set(['password', 'password1', 'passw0rd', 'admin123', 'admin1234', 'qwerty123', 'iloveyou', 'welcome1', '1qaz2wsx', 'abc12345']);
const RUNS = ['abcdefghijklmnopqrstuvwxyz', '01234567890', 'qwertyuiopasdfghjklzxcvbnm', '09876543210'];

function isRun(text: string): boolean {
  const lower = text.toLowerCase();
  return new Set(lower).size <= 2 || RUNS.some((run) => run.includes(lower));
}

/**
 * How hard a password is to guess, from its length and the kinds of characters it mixes:
 * score 1 (weak) to 4 (strong); null for an empty one. A hint, not a rule: the server only
 * requires 8 to 64 characters.
 */
export function passwordStrength(password: string): { score: 1 | 2 | 3 | 4; level: StrengthLevel } | null {
  if (!password) return null;
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  let points = kinds + (password.length >= 12 ? 1 : 0) + (password.length >= 16 ? 1 : 0);
  if (password.length < 8 || COMMON.has(password.toLowerCase()) || isRun(password)) points = 1;
  const score = (Math.min(4, Math.max(1, points)) as 1 | 2 | 3 | 4);
  const level: StrengthLevel = score === 1 ? 'weak' : score === 2 ? 'fair' : score === 3 ? 'good' : 'strong';
  return { score, level };
}
