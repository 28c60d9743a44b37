// The file settings (config.ts), read as the other settings are, and the README's table of them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

describe('file settings', () => {
  it('default to a directory, 10 MB and 24 hours', () => {
    expect(loadConfig({}).files).toEqual({ storage: 'directory', dir: 'data/files', maxBytes: 10 * 1024 * 1024, looseHours: 24, s3: null });
  });

  it('read the storage, its directory, the limit and the hours', () => {
    const files = loadConfig({ FILE_STORAGE: 'Database', FILE_DIR: '/srv/files', FILE_MAX_BYTES: '2048', FILE_UNATTACHED_HOURS: '1.5' }).files;
    expect(files).toMatchObject({ storage: 'database', dir: '/srv/files', maxBytes: 2048, looseHours: 1.5 });
  });

  it('read an S3-compatible service, with path-style addresses unless told otherwise', () => {
    const env = { FILE_STORAGE: 's3', S3_BUCKET: 'ops', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig(env).files.s3).toEqual({ bucket: 'ops', endpoint: 'http://minio:9000', region: 'us-east-1', accessKeyId: 'id', secretAccessKey: 'secret', forcePathStyle: true });
    expect(loadConfig({ ...env, S3_REGION: 'cn-north-1', S3_FORCE_PATH_STYLE: 'false' }).files.s3).toMatchObject({ region: 'cn-north-1', forcePathStyle: false });
  });

  it('refuse an unknown storage, s3 without a bucket, and a limit that is no positive whole number', () => {
    expect(() => loadConfig({ FILE_STORAGE: 'ftp' })).toThrow(ConfigError);
    expect(() => loadConfig({ FILE_STORAGE: 's3' })).toThrow('FILE_STORAGE=s3 needs S3_BUCKET.');
    expect(() => loadConfig({ FILE_MAX_BYTES: '10MB' })).toThrow('FILE_MAX_BYTES must be a positive integer, got "10MB".');
    expect(() => loadConfig({ FILE_UNATTACHED_HOURS: '0' })).toThrow(ConfigError);
  });

  it('are each in the README with their default', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    for (const [name, fallback] of [['FILE_STORAGE', '`directory`'], ['FILE_DIR', '`data/files`'], ['FILE_MAX_BYTES', '`10485760`'], ['FILE_UNATTACHED_HOURS', '`24`'], ['S3_BUCKET', '—'], ['S3_ENDPOINT', '—'], ['S3_REGION', '`us-east-1`'], ['S3_FORCE_PATH_STYLE', '`true`']]) {
      expect(readme, name).toMatch(new RegExp(`\\| \`${name}\`[^|]* \\| server \\| ${fallback.replace(/[.*+?^${}()|[\]\\`]/g, '\\$&')}`));
    }
  });
});
