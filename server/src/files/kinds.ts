// A file's kind, read from its first bytes: never from its name or the client's content type.
// HTML, SVG and every other kind not listed here match nothing, so an upload refuses them.
import type { FileKind } from '../entities/language/document.js';

/** How many leading bytes the kinds below need. */
export const HEAD_BYTES = 16;

const starts = (head: Buffer, bytes: readonly number[], at = 0) => bytes.every((b, i) => head[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** A BMP's DIB header sizes: 'BM' alone is too common a start of text to trust. */
const BMP_HEADERS = new Set([12, 40, 52, 56, 64, 108, 124]);

const SIGNATURES: Record<FileKind, (head: Buffer) => boolean> = {
  pdf: (h) => starts(h, ascii('%PDF-')),
  png: (h) => starts(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpeg: (h) => starts(h, [0xff, 0xd8, 0xff]),
  gif: (h) => starts(h, ascii('GIF87a')) || starts(h, ascii('GIF89a')),
  webp: (h) => starts(h, ascii('RIFF')) && starts(h, ascii('WEBP'), 8),
  bmp: (h) => starts(h, ascii('BM')) && h.length >= 18 && BMP_HEADERS.has(h.readUInt32LE(14)),
  tiff: (h) => starts(h, [0x49, 0x49, 0x2a, 0x00]) || starts(h, [0x4d, 0x4d, 0x00, 0x2a]),
  zip: (h) => starts(h, [0x50, 0x4b, 0x03, 0x04]),
};

/** Each kind's content type: the language's, which the console's file chooser offers too. */
export { CONTENT_TYPES } from '../entities/language/file-fields.js';

/** The kind the bytes are, or null. */
export function kindOf(head: Buffer): FileKind | null {
  for (const [kind, matches] of Object.entries(SIGNATURES) as [FileKind, (h: Buffer) => boolean][]) if (matches(head)) return kind;
  return null;
}
