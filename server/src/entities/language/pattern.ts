// A field's `pattern`, the one place it is compiled. The server matches it with RE2 (re2js, pure
// JavaScript): time linear in the value whatever the expression, so no pattern saved by a
// designer can hold the CPU on a record's value or a list filter. The console runs the same text
// as a JavaScript expression (`u` flag), so a pattern must compile in both engines: RE2 has no
// backreferences or lookarounds, JavaScript no `(?i)` or `\x{…}`.
import { RE2JS } from 're2js';
import { DEFAULT_MAX_LENGTH } from './document.js';

export interface Matcher {
  test(value: string): boolean;
}

export const INVALID_PATTERN = 'Is not a valid regular expression.';
export const NOT_LINEAR = 'Uses syntax the linear-time engine (RE2) does not have, such as backreferences, lookahead or lookbehind.';
export const TOO_LARGE = 'Is too large for values this long: lower maxLength or the repeat counts.';

const MAX_LENGTH = 200;
/**
 * RE2's DFA, its fastest engine, can thrash on a hostile pattern before it gives way (0.4 s on one
 * 2,000-character value of `^(?:a|b)*a(?:a|b){240}\d`). Its bit-state backtracker visits each
 * (instruction, position) pair at most once, and re2js runs it for programs of at most 500
 * instructions on values of at most 262,144 pairs. The checker keeps every pattern within both
 * for the longest value it may see, and the matcher asks for the match itself (exec), which is
 * what sends re2js there: a value then costs some tens of milliseconds at worst.
 */
const MAX_INSTRUCTIONS = 500;
const MAX_WORK = 262_144;

// JavaScript's \uXXXX and \u{…} escapes become RE2's \x{…}; every other escape stays as written
// for RE2 to judge (re2js's own translation reads `\k<name>` as `k<name>`, hiding a backreference).
const ESCAPE = /\\(?:u\{([0-9A-Fa-f]{1,6})\}|u([0-9A-Fa-f]{4})|.)/gsu;
const toRe2 = (regex: string) => regex.replace(ESCAPE, (escape, braced?: string, four?: string) => (braced ?? four ? `\\x{${braced ?? four}}` : escape));
const instructions = (re: RE2JS): number => (re.re2().prog as { numInst(): number }).numInst();

/** The compiled pattern for values of at most `longest` characters, or why it is refused (a checker message). */
function compile(regex: string, longest: number): RE2JS | string {
  if (regex.length > MAX_LENGTH) return `Must be at most ${MAX_LENGTH} characters.`;
  try {
    new RegExp(regex, 'u');
  } catch {
    return INVALID_PATTERN;
  }
  let re: RE2JS;
  try {
    re = RE2JS.compile(toRe2(regex));
  } catch {
    return NOT_LINEAR;
  }
  const size = instructions(re);
  return size > MAX_INSTRUCTIONS || size * longest > MAX_WORK ? TOO_LARGE : re;
}

/** Why a pattern for values of at most `maxLength` characters is refused, or undefined when it is taken. */
export function patternProblem(regex: string, maxLength = DEFAULT_MAX_LENGTH): string | undefined {
  const compiled = compile(regex, maxLength);
  return typeof compiled === 'string' ? compiled : undefined;
}

/**
 * The matcher of a definition's pattern: anywhere in the value, as RegExp.test. A pattern stored
 * before these rules and refused by them matches nothing: its field refuses every value until the
 * definition is fixed, rather than run a backtracking engine, or a huge program, on request input.
 */
export function compilePattern(regex: string, maxLength = DEFAULT_MAX_LENGTH): Matcher {
  const compiled = compile(regex, maxLength);
  if (typeof compiled === 'string') return { test: () => false };
  return { test: (value) => compiled.exec(value) !== null };
}
