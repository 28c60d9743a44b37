// The language's file and image fields: `multiple` and its `max` count, `accept` (kinds known by
// their first bytes; an image takes pictures only), and the keys a file field does not have.
import { describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import { checkDefinition } from '../src/entities/language/check.js';
import { FILE_KINDS, IMAGE_KINDS, type EntityDefinition, type Words } from '../src/entities/language/document.js';
import { acceptedKinds, fileIdsOf, maxFiles } from '../src/entities/language/file-fields.js';
import { definitionJsonSchema } from '../src/entities/language/json-schema.js';
import { kindOf } from '../src/files/kinds.js';

const words = (en: string): Words => ({ zh: `${en}（中）`, en, es: `${en} (es)` });
const doc = (...fields: Record<string, unknown>[]): EntityDefinition =>
  ({
    name: 'site_documents',
    version: 1,
    labels: { name: words('Documents'), item: words('Document'), create: words('New document') },
    recordTitle: 'title',
    fields: [{ name: 'title', type: 'text', label: words('Title') }, ...fields.map((f) => ({ label: words('F'), ...f }))],
  }) as EntityDefinition;
const check = (d: unknown) => checkDefinition(d, { others: [] });
const validate = new Ajv({ allErrors: true }).compile(definitionJsonSchema());

describe('file and image fields', () => {
  it('take one file, several up to max, and a list of kinds; the schema agrees', () => {
    const good = doc(
      { name: 'scan', type: 'file', accept: ['pdf', 'jpeg', 'png'], required: true },
      { name: 'photos', type: 'image', multiple: true, max: 6 },
      { name: 'attachments', type: 'file', multiple: true },
      { name: 'badge', type: 'image', accept: ['png'] },
    );
    expect(check(good)).toEqual({});
    expect(validate(good)).toBe(true);
  });

  it('refuse an unknown kind, a kind twice, and a kind other than a picture on an image field', () => {
    expect(check(doc({ name: 'scan', type: 'file', accept: ['pdf', 'html'] }))).toEqual({ 'fields.1.accept.1': `Must be one of: ${FILE_KINDS.join(', ')}.` });
    expect(check(doc({ name: 'scan', type: 'file', accept: ['svg'] }))).toEqual({ 'fields.1.accept.0': `Must be one of: ${FILE_KINDS.join(', ')}.` });
    expect(check(doc({ name: 'scan', type: 'file', accept: ['pdf', 'pdf'] }))).toEqual({ 'fields.1.accept': 'Names a kind twice.' });
    expect(check(doc({ name: 'scan', type: 'file', accept: [] }))).toEqual({ 'fields.1.accept': `Must be a list of: ${FILE_KINDS.join(', ')}.` });
    expect(check(doc({ name: 'photo', type: 'image', accept: ['pdf'] }))).toEqual({ 'fields.1.accept.0': `An image field accepts pictures only: ${IMAGE_KINDS.join(', ')}.` });
    expect(validate(doc({ name: 'scan', type: 'file', accept: ['html'] }))).toBe(false);
  });

  it('count files only with multiple, from 2 to 50', () => {
    expect(check(doc({ name: 'scan', type: 'file', max: 3 }))).toEqual({ 'fields.1.max': 'Only a field with multiple: true counts its files.' });
    expect(check(doc({ name: 'scan', type: 'file', multiple: true, max: 51 }))).toEqual({ 'fields.1.max': 'Must be a whole number from 2 to 50.' });
    expect(check(doc({ name: 'scan', type: 'file', multiple: true, min: 1 }))).toEqual({ 'fields.1.min': 'A file field has no range.' });
  });

  it('keep multiple and accept to file and image fields, and refuse what a file field does not have', () => {
    expect(check(doc({ name: 'note', type: 'text', multiple: true, accept: ['pdf'] }))).toEqual({
      'fields.1.multiple': 'Only reference, file and image fields take several values.',
      'fields.1.accept': 'Only file and image fields accept files.',
    });
    for (const key of ['unique', 'sort', 'search'] as const) expect(check(doc({ name: 'scan', type: 'file', [key]: true }))).toEqual({ [`fields.1.${key}`]: `A file field has no ${key}.` });
    expect(check(doc({ name: 'scan', type: 'file', default: 'x' }))).toEqual({ 'fields.1.default': 'A file field has no default.' });
    expect(check(doc({ name: 'photo', type: 'image', maxLength: 100 }))).toEqual({ 'fields.1.maxLength': 'Only text fields have a length.' });
    expect(check(doc({ name: 'scan', type: 'file' }, { name: 'scan_files', type: 'text' }))).toEqual({ 'fields.2.name': 'A file field answers its files under this name.' });
  });

  it('default to every kind of their type, one file, or ten with multiple', () => {
    expect(acceptedKinds({ type: 'file' })).toEqual(FILE_KINDS);
    expect(acceptedKinds({ type: 'image' })).toEqual(IMAGE_KINDS);
    expect(acceptedKinds({ type: 'file', accept: ['pdf'] })).toEqual(['pdf']);
    expect([maxFiles({}), maxFiles({ multiple: true }), maxFiles({ multiple: true, max: 3 })]).toEqual([1, 10, 3]);
    expect(fileIdsOf('["AAAAAAAAAAAAAAAAAAAAAA"]')).toEqual(['AAAAAAAAAAAAAAAAAAAAAA']);
    expect(fileIdsOf('https://example.com/a.png')).toEqual([]);
  });
});

describe('kinds by their first bytes', () => {
  const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
  it('tells each kind, and nothing else', () => {
    const bmp = Buffer.alloc(32);
    bmp.write('BM', 0, 'latin1');
    bmp.writeUInt32LE(40, 14);
    const samples: [Buffer, string | null][] = [
      [bytes('%PDF-1.4\n'), 'pdf'],
      [bytes([0x89], 'PNG\r\n\x1a\n'), 'png'],
      [bytes([0xff, 0xd8, 0xff, 0xe0]), 'jpeg'],
      [bytes('GIF89a'), 'gif'],
      [bytes('RIFF\0\0\0\0WEBPVP8 '), 'webp'],
      [bmp, 'bmp'],
      [bytes('II*\0'), 'tiff'],
      [bytes('PK\x03\x04'), 'zip'],
      [bytes('BM is a fine start for text'), null],
      [bytes('<svg xmlns="http://www.w3.org/2000/svg">'), null],
      [bytes('<!DOCTYPE html>'), null],
      [bytes(''), null],
    ];
    for (const [head, kind] of samples) expect(kindOf(head), head.toString('latin1')).toBe(kind);
  });
});
