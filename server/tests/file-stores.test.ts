// The three storage drivers of uploaded files, each through the one interface: put a stream, get
// it back as a stream, delete it. The S3 driver talks to a local S3-compatible stand-in through
// the real SDK client; the database driver to the test database (SQLite, or PostgreSQL with TEST_PG_URL).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { ADMIN_PASSWORD } from './helpers/index.js';
import { openTestDatabase, type TestDatabase } from './helpers/database.js';
import { startS3StandIn, type S3StandIn } from './helpers/s3-stand-in.js';
import { FileMissing, openFileStore, type FileStore } from '../src/files/store.js';
import { PART_BYTES } from '../src/files/store-database.js';

async function read(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A stream of `size` random bytes in uneven chunks, as an upload arrives. */
function chunked(bytes: Buffer): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += 65_521) yield bytes.subarray(at, at + 65_521);
    })(),
  );
}

let db: TestDatabase;
let s3: S3StandIn;
let dir: string;

beforeAll(async () => {
  db = await openTestDatabase(ADMIN_PASSWORD);
  s3 = await startS3StandIn();
  dir = mkdtempSync(join(tmpdir(), 'ops-files-'));
});
afterAll(async () => {
  await db.drop();
  await s3.close();
  rmSync(dir, { recursive: true, force: true });
});

const stores: Record<string, () => FileStore> = {
  directory: () => openFileStore(loadConfig({ FILE_DIR: dir }).files, db.db),
  database: () => openFileStore(loadConfig({ FILE_STORAGE: 'database' }).files, db.db),
  s3: () =>
    openFileStore(
      loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'ops-files', S3_ENDPOINT: s3.endpoint, S3_ACCESS_KEY_ID: 'test', S3_SECRET_ACCESS_KEY: 'test-secret' }).files,
      db.db,
    ),
};

describe.each(Object.keys(stores))('the %s driver', (name) => {
  const key = () => randomBytes(16).toString('base64url');

  it('puts a stream, gets it back as a stream, and deletes it', async () => {
    const store = stores[name]!();
    const id = key();
    const bytes = randomBytes(3 * PART_BYTES + 1234);
    await store.put(id, chunked(bytes));
    const back = await store.get(id);
    expect(back).toBeInstanceOf(Readable);
    expect((await read(back)).equals(bytes)).toBe(true);
    await store.delete(id);
    await expect(store.get(id)).rejects.toBeInstanceOf(FileMissing);
    await store.delete(id); // nothing left: no error
  });

  it('keeps an empty file, and a thumbnail beside its file', async () => {
    const store = stores[name]!();
    const id = key();
    await store.put(id, Readable.from([Buffer.alloc(0)]));
    expect((await read(await store.get(id))).length).toBe(0);
    await store.put(`${id}.thumb`, Readable.from([Buffer.from('thumb')]));
    expect((await read(await store.get(`${id}.thumb`))).toString()).toBe('thumb');
  });

  it('leaves nothing behind when the stream fails', async () => {
    const store = stores[name]!();
    const id = key();
    const failing = Readable.from(
      (async function* () {
        yield randomBytes(PART_BYTES + 10);
        throw new Error('the client went away');
      })(),
    );
    await expect(store.put(id, failing)).rejects.toThrow();
    await expect(store.get(id)).rejects.toBeInstanceOf(FileMissing);
  });
});

describe('the S3 driver', () => {
  it('sends a large file in parts, never whole', async () => {
    const store = stores.s3!();
    const id = randomBytes(16).toString('base64url');
    const before = s3.partsReceived;
    const bytes = randomBytes(11 * 1024 * 1024);
    await store.put(id, chunked(bytes));
    expect(s3.partsReceived - before).toBe(3);
    expect(s3.objects.get(`ops-files/${id}`)!.equals(bytes)).toBe(true);
  });
});

describe('the directory driver', () => {
  it('refuses a key that is not one of its own ids (no path of the caller reaches the disk)', async () => {
    const store = stores.directory!();
    await expect(store.put('../escape', Readable.from([Buffer.from('x')]))).rejects.toThrow(/Not a file key/);
    expect(readdirSync(dir).some((entry) => entry.includes('escape'))).toBe(false);
  });
});
