// Files in the database: `file_parts`, a table of their own, in parts of PART_BYTES, so instances
// sharing one PostgreSQL (or one SQLite file) share the files, and neither a put nor a get holds
// more than a part in memory.
import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { FileMissing, type FileStore } from './store.js';

export const PART_BYTES = 256 * 1024;

export class DatabaseStore implements FileStore {
  constructor(private readonly db: Kysely<DB>) {}

  async put(key: string, body: Readable): Promise<void> {
    let part = 0;
    let pending: Buffer[] = [];
    let size = 0;
    const flush = async () => {
      await this.db.insertInto('file_parts').values({ file_key: key, part, bytes: Buffer.concat(pending) }).execute();
      part += 1;
      pending = [];
      size = 0;
    };
    try {
      for await (const chunk of body as AsyncIterable<Buffer>) {
        let rest = chunk;
        while (size + rest.length >= PART_BYTES) {
          pending.push(rest.subarray(0, PART_BYTES - size));
          rest = rest.subarray(PART_BYTES - size);
          size = PART_BYTES;
          await flush();
        }
        if (rest.length > 0) {
          pending.push(rest);
          size += rest.length;
        }
      }
      // An empty file still has its one (empty) part: get tells it from a missing one.
      if (size > 0 || part === 0) await flush();
    } catch (error) {
      await this.delete(key);
      throw error;
    }
  }

  async get(key: string): Promise<Readable> {
    const first = await this.db.selectFrom('file_parts').select('part').where('file_key', '=', key).where('part', '=', 0).executeTakeFirst();
    if (!first) throw new FileMissing(key);
    const db = this.db;
    return Readable.from(
      (async function* parts() {
        for (let part = 0; ; part += 1) {
          const row = await db.selectFrom('file_parts').select('bytes').where('file_key', '=', key).where('part', '=', part).executeTakeFirst();
          if (!row) return;
          yield Buffer.from(row.bytes);
        }
      })(),
    );
  }

  async delete(key: string): Promise<void> {
    await this.db.deleteFrom('file_parts').where('file_key', '=', key).execute();
  }
}
