// Files in a directory (FILE_DIR, default data/files/): `<dir>/<first two characters>/<key>`,
// written to a `.part` file first and renamed, so a reader never sees half a file.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileMissing, type FileStore } from './store.js';

/** Keys are ids the server made (base64url and `.thumb`): never a path of the caller's. */
const KEY = /^[A-Za-z0-9_-]{2,}(\.thumb)?$/;

export class DirectoryStore implements FileStore {
  constructor(private readonly dir: string) {}

  private path(key: string): string {
    if (!KEY.test(key)) throw new Error(`Not a file key: ${key}`);
    return join(this.dir, key.slice(0, 2), key);
  }

  async put(key: string, body: Readable): Promise<void> {
    const path = this.path(key);
    await mkdir(join(this.dir, key.slice(0, 2)), { recursive: true });
    const part = `${path}.part`;
    try {
      await pipeline(body, createWriteStream(part, { flags: 'wx' }));
      await rename(part, path);
    } catch (error) {
      await rm(part, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Readable> {
    const path = this.path(key);
    const found = await stat(path).catch(() => null);
    if (!found?.isFile()) throw new FileMissing(key);
    return createReadStream(path);
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }
}
