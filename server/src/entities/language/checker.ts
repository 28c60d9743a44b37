// The checker's tools: problems gathered by place (`fields.2.label.es`), first one per place, and
// the checks of plain values every part of a definition uses.
import { LANGUAGES } from './document.js';

export type Problems = Record<string, string>;
export type Json = Record<string, unknown>;
export const isObject = (x: unknown): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x);

export class Checker {
  readonly problems: Problems = {};

  add(place: string, message: string): void {
    this.problems[place] ??= message;
  }

  unknownKeys(value: Json, allowed: ReadonlySet<string>, place: string): void {
    for (const key of Object.keys(value)) if (!allowed.has(key)) this.add(place ? `${place}.${key}` : key, 'Is not part of the definition language.');
  }

  words(value: unknown, place: string): void {
    if (!isObject(value)) return this.add(place, 'Must give the words in zh, en and es.');
    for (const lang of LANGUAGES) {
      const word = value[lang];
      if (typeof word !== 'string' || word.trim() === '') this.add(`${place}.${lang}`, `The word in ${lang} is missing.`);
      else if (word.length > 200) this.add(`${place}.${lang}`, 'Must be at most 200 characters.');
    }
    this.unknownKeys(value, new Set(LANGUAGES), place);
  }

  flag(value: unknown, place: string): void {
    if (value !== undefined && typeof value !== 'boolean') this.add(place, 'Must be true or false.');
  }

  integer(value: unknown, place: string, min: number, max: number): void {
    if (value === undefined) return;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) this.add(place, `Must be a whole number from ${min} to ${max}.`);
  }

  oneOf(value: unknown, allowed: readonly string[], place: string): void {
    if (typeof value !== 'string' || !allowed.includes(value)) this.add(place, `Must be one of: ${allowed.join(', ')}.`);
  }
}
