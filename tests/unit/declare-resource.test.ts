// A hand-written resource is held to the API's document by the type check (`npm run typecheck`
// compiles this file): each `@ts-expect-error` below fails the check the day its line compiles.
import { describe, expect, it } from 'vitest';
import { declareResource } from '../../src/schema/declareResource';
import companies from '../../src/resources/companies';

const base = { name: 'probe', route: '/probe', permission: 'company' };

describe('declareResource', () => {
  it('takes the calls the server declares and the names they answer or take', () => {
    const def = declareResource({ ...base, endpoints: { list: 'operate/company/company-list', create: 'operate/company/create-account' }, fields: [{ source: 'credit_code', type: 'text' }, { source: 'password', type: 'password' }] });
    expect(def.endpoints.list).toBe('operate/company/company-list');
    expect(companies.fields.map((f) => f.source)).toContain('credit_code');
  });

  it('refuses a call or a field the server does not have, unless the console makes it', () => {
    // @ts-expect-error: no such call
    declareResource({ ...base, endpoints: { list: 'operate/company/company-lists' }, fields: [] });
    // @ts-expect-error: no call of the resource answers or takes this name
    declareResource({ ...base, endpoints: { list: 'operate/company/company-list' }, fields: [{ source: 'credit_kode', type: 'text' }] });
    // A name only the console makes is said to be so.
    const made = declareResource({ ...base, endpoints: { list: 'operate/company/company-list' }, consoleOnly: ['summary'], fields: [{ source: 'summary', type: 'text' }] });
    expect(made.fields).toHaveLength(1);
  });
});
