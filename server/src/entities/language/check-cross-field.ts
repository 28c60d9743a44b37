// The checks of rules across fields (cross-field.ts): each names another field in use, not
// itself; a comparison one of the same type, a number, a day or a moment.
import { Checker, isObject, type Json } from './checker.js';
import { COMPARABLE, COMPARISONS } from './cross-field.js';
import type { FieldType } from './document.js';

export function checkCrossFields(c: Checker, fields: readonly unknown[]): void {
  const live = fields.filter((f): f is Json => isObject(f) && f.retired !== true && typeof f.name === 'string');
  const typeOf = (name: unknown) => live.find((f) => f.name === name)?.type as FieldType | undefined;
  fields.forEach((f, i) => {
    if (!isObject(f)) return;
    const place = `fields.${i}`;
    const names = (other: unknown, at: string): boolean => {
      if (typeof other !== 'string' || typeOf(other) === undefined) c.add(at, 'Names no field of the definition.');
      else if (other === f.name) c.add(at, 'Must name another field.');
      else return true;
      return false;
    };
    if (f.compare !== undefined) {
      if (!isObject(f.compare) || Object.keys(f.compare).length === 0) c.add(`${place}.compare`, 'Must give after, before, min or max.');
      else {
        c.unknownKeys(f.compare, new Set(COMPARISONS), `${place}.compare`);
        if (!COMPARABLE.includes(f.type as FieldType)) c.add(`${place}.compare`, 'Only number, date and date-time fields are compared.');
        for (const rule of COMPARISONS) {
          const other = f.compare[rule];
          if (other === undefined || !names(other, `${place}.compare.${rule}`)) continue;
          if (typeOf(other) !== f.type) c.add(`${place}.compare.${rule}`, 'Must name a field of the same type.');
        }
      }
    }
    if (f.requiredIf !== undefined && names(f.requiredIf, `${place}.requiredIf`) && f.required === true) c.add(`${place}.requiredIf`, 'A required field is required always.');
  });
}
