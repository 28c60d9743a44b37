// Files in any S3-compatible service (AWS, MinIO, Ceph…), through the AWS SDK. A put streams in
// parts of PART_BYTES (the smallest S3 takes), one in flight at a time.
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../config.js';
import { FileMissing, type FileStore } from './store.js';

const PART_BYTES = 5 * 1024 * 1024;

export class S3Store implements FileStore {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    const { endpoint, region, accessKeyId, secretAccessKey, forcePathStyle } = settings;
    this.client = new S3Client({
      region,
      forcePathStyle,
      ...(endpoint ? { endpoint } : {}),
      ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
      // Checksums only where S3 requires them: many compatible services lack the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Readable): Promise<void> {
    await new Upload({ client: this.client, params: { Bucket: this.settings.bucket, Key: key, Body: body }, partSize: PART_BYTES, queueSize: 1, leavePartsOnError: false }).done();
  }

  async get(key: string): Promise<Readable> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return answer.Body as Readable;
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') throw new FileMissing(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }
}
