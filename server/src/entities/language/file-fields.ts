// What a `file` or `image` field takes: its kinds, how many files, and how its value is held.
// Pure, so the server's checks and the console's inputs read the same answers.
import { DEFAULT_MAX_FILES, FILE_KINDS, IMAGE_KINDS, type FieldDefinition, type FileKind } from './document.js';

/** The content type a stored file of each kind is served as. */
export const CONTENT_TYPES: Record<FileKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  tiff: 'image/tiff',
  zip: 'application/zip',
};

export const isFileField = (field: Pick<FieldDefinition, 'type'>): boolean => field.type === 'file' || field.type === 'image';

/** The kinds a field takes: its `accept`, else every picture (image) or every kind (file). */
export function acceptedKinds(field: Pick<FieldDefinition, 'type' | 'accept'>): readonly FileKind[] {
  if (field.accept && field.accept.length > 0) return field.accept;
  return field.type === 'image' ? IMAGE_KINDS : FILE_KINDS;
}

/** How many files the field holds at most. */
export const maxFiles = (field: Pick<FieldDefinition, 'multiple' | 'max'>): number => (field.multiple ? (field.max ?? DEFAULT_MAX_FILES) : 1);

/** A stored file's id: 16 random bytes, base64url. */
export const FILE_ID = /^[A-Za-z0-9_-]{22}$/;

/** The file ids a field's value holds (a `multiple` field's value is a list, stored as JSON text). */
export function fileIdsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((x): x is string => typeof x === 'string');
  if (typeof value !== 'string' || value === '') return [];
  if (value.startsWith('[')) {
    try {
      return fileIdsOf(JSON.parse(value) as unknown);
    } catch {
      return [];
    }
  }
  return FILE_ID.test(value) ? [value] : [];
}
