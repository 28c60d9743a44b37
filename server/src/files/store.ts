// Where files' bytes live: one interface, three drivers chosen by FILE_STORAGE (config.ts). Every
// driver takes and gives streams, so no file is held whole in memory.
import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { FileSettings } from '../config.js';
import type { DB } from '../db/schema.js';
import { DatabaseStore } from './store-database.js';
import { DirectoryStore } from './store-directory.js';
import { S3Store } from './store-s3.js';

export interface FileStore {
  /** Stores the stream's bytes under `key`; a failed put leaves nothing behind. */
  put(key: string, body: Readable): Promise<void>;
  /** The bytes under `key`; FileMissing when there are none. */
  get(key: string): Promise<Readable>;
  /** Removes `key`; nothing to remove is no error. */
  delete(key: string): Promise<void>;
}

export class FileMissing extends Error {
  constructor(key: string) {
    super(`No stored file ${key}.`);
    this.name = 'FileMissing';
  }
}

export function openFileStore(settings: FileSettings, db: Kysely<DB>): FileStore {
  switch (settings.storage) {
    case 'directory':
      return new DirectoryStore(settings.dir);
    case 'database':
      return new DatabaseStore(db);
    case 's3':
      return new S3Store(settings.s3!);
  }
}
