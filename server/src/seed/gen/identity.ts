// Names and codes: people, company names, unified social credit codes.
import { BRANDS, BUSINESSES, GIVEN, MIDDLES, SUFFIX_WEIGHTS, SUFFIXES, SURNAMES } from '../data/names.js';
import type { Rng } from '../random.js';

/** A Chinese personal name: a surname and one or two given characters. */
export function personName(rng: Rng): string {
  const given = rng.chance(0.7) ? rng.pick(GIVEN) + rng.pick(GIVEN) : rng.pick(GIVEN);
  return rng.pick(SURNAMES) + given;
}

const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const ORG_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2];

/**
 * An 18-character unified social credit code (GB 32100): 9 (registered with market
 * regulation) + 1 (enterprise) + the 6-digit division code + a 9-character organisation
 * code (GB 11714, with its check character) + the check character. `serial` maps one to
 * one onto the organisation code, so distinct serials give distinct codes.
 */
export function creditCode(serial: number, divisionCode: number): string {
  // An affine map that is one to one on 0..10^8-1, since the multiplier is coprime to 10.
  const orgBody = String((serial * 73_939_133 + 12_345_678) % 100_000_000).padStart(8, '0');
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(orgBody[i]) * ORG_WEIGHTS[i]!;
  const c9 = 11 - (sum % 11);
  const org = orgBody + (c9 === 10 ? 'X' : c9 === 11 ? '0' : String(c9));
  const head = `91${divisionCode}${org}`;
  let total = 0;
  for (let i = 0; i < 17; i++) total += CREDIT_CHARS.indexOf(head[i]!) * CREDIT_WEIGHTS[i]!;
  const check = (31 - (total % 31)) % 31;
  return head + CREDIT_CHARS[check];
}

/** True when `code` is a well-formed unified social credit code with a valid check character. */
export function isValidCreditCode(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code)) return false;
  let total = 0;
  for (let i = 0; i < 17; i++) total += CREDIT_CHARS.indexOf(code[i]!) * CREDIT_WEIGHTS[i]!;
  return CREDIT_CHARS[(31 - (total % 31)) % 31] === code[17];
}

/**
 * Company names like 西安航天动力机械有限公司, unique within one generator: a clash is
 * retried a few times, then made unique with a numbered branch.
 */
export class CompanyNamer {
  private readonly used = new Set<string>();

  next(rng: Rng, prefixes: readonly string[], serial: number): string {
    for (let attempt = 0; attempt < 12; attempt++) {
      const name =
        rng.pick(prefixes) + rng.pick(BRANDS) + rng.pick(BUSINESSES) + rng.pick(MIDDLES) +
        rng.weighted(SUFFIXES, SUFFIX_WEIGHTS);
      if (!this.used.has(name)) {
        this.used.add(name);
        return name;
      }
    }
    // The serial is unique, so this name is too (generated names never contain digits).
    const name = `${rng.pick(prefixes)}${rng.pick(BRANDS)}${rng.pick(BUSINESSES)}有限公司第${serial + 1}分公司`;
    this.used.add(name);
    return name;
  }
}
