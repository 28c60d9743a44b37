import { formatDefinition } from '../../../server/src/entities/language/format';
import type { EntityDefinition } from '../../../server/src/entities/language/document';
import { saveBlob } from '../../schema/excel/exportList';

/** Where a file of `entities/` finds the schema, as `npm run entities -- export entities/` writes it. */
const SCHEMA = '../docs/entity.schema.json';

/** Downloads `<name>.json` as the command line's export writes it. */
export function downloadDefinition(doc: EntityDefinition): void {
  saveBlob(new Blob([formatDefinition({ ...doc, $schema: SCHEMA })], { type: 'application/json' }), `${doc.name}.json`);
}

export interface UploadedFile {
  file: string;
  doc?: Record<string, unknown>;
  /** Why the file is not a JSON object. */
  unreadable?: string;
}

export async function readUploads(files: readonly File[]): Promise<UploadedFile[]> {
  return Promise.all(
    files.map(async (file) => {
      try {
        const doc: unknown = JSON.parse(await file.text());
        return doc && typeof doc === 'object' && !Array.isArray(doc) ? { file: file.name, doc: doc as Record<string, unknown> } : { file: file.name, unreadable: 'object' };
      } catch {
        return { file: file.name, unreadable: 'json' };
      }
    }),
  );
}
