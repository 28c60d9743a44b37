// Rules across fields in the console's forms: the same reading of the values as the server's
// (one function, cross-field.ts) and the same words, in zh, en and es, under the field.
import { describe, expect, it } from 'vitest';
import { crossFieldErrors } from '../../server/src/entities/language/cross-field';
import { LANGUAGES } from '../../server/src/entities/language/document';
import { certificates as certificateFields } from '../../server/tests/helpers/certificates';
import { toResourceDef } from '../../src/schema/definitions/toResourceDef';
import { validatorsFor } from '../../src/schema/validators';

const certificates = certificateFields();
const converted = toResourceDef(certificates);

/** The message keys the field's rules answer for these form values. */
function answers(source: string, values: Record<string, unknown>): string[] {
  const field = converted.def.fields.find((f) => f.source === source)!;
  return validatorsFor(field, 'create').flatMap((rule) => {
    const outcome = rule(values[source], values, {} as never) as string | { message: string } | undefined;
    return outcome === undefined ? [] : [typeof outcome === 'object' ? outcome.message : outcome];
  });
}

describe('rules across fields in the form', () => {
  it('refuse what the server refuses, at the same field, and pass what it passes', () => {
    const cases: Record<string, unknown>[] = [
      { issued: '2026-05-01', expiry: '2026-04-30' },
      { issued: '2026-05-01', expiry: '2026-05-01' },
      { issued: '2026-05-01', expiry: '2026-05-02' },
      { expiry: '2026-05-02' },
      { low: 5, high: 4 },
      { low: 4, high: 4 },
      { revoked: 1 },
      { revoked: 0 },
      { revoked: 1, reason: 'Lost' },
    ];
    for (const values of cases) {
      const server = Object.keys(crossFieldErrors(certificates, values, 'en'));
      const form = ['expiry', 'high', 'reason'].filter((source) => answers(source, values).length > 0);
      expect(form, JSON.stringify(values)).toEqual(server);
    }
    expect(answers('expiry', { issued: '2026-05-01', expiry: '2026-04-30' })).toEqual(['resources.certificates.across.expiry.after']);
  });

  it('say it in the server’s words, in every language', () => {
    const values = { issued: '2026-05-01', expiry: '2026-04-30', low: 5, high: 4, revoked: 1 };
    for (const lang of LANGUAGES) {
      const across = converted.messages[lang].across as Record<string, Record<string, string>>;
      const server = crossFieldErrors(certificates, values, lang);
      expect({ expiry: across.expiry!.after, high: across.high!.min, reason: across.reason!.requiredIf }).toEqual(server);
    }
    expect((converted.messages.zh.across as Record<string, Record<string, string>>).expiry!.after).toBe('必须晚于“签发日期”。');
  });
});
