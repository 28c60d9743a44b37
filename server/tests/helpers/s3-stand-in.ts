// A small S3-compatible service in memory, for the S3 storage driver's tests: the object calls the
// driver makes (put, multipart upload, get, delete) with path-style addresses, reached by the real
// AWS SDK client. Signatures are not checked.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface S3StandIn {
  endpoint: string;
  /** Stored objects by `bucket/key`. */
  objects: Map<string, Buffer>;
  /** How many parts multipart uploads sent. */
  partsReceived: number;
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const xml = (response: ServerResponse, status: number, body: string) => {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(`<?xml version="1.0" encoding="UTF-8"?>${body}`);
};

export async function startS3StandIn(): Promise<S3StandIn> {
  const objects = new Map<string, Buffer>();
  const uploads = new Map<string, Map<number, Buffer>>();
  const state = { partsReceived: 0 };
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const path = decodeURIComponent(url.pathname.slice(1));
      const uploadId = url.searchParams.get('uploadId');
      const body = await bodyOf(request);
      const etag = `"${randomBytes(8).toString('hex')}"`;
      if (request.method === 'POST' && url.searchParams.has('uploads')) {
        const id = randomBytes(8).toString('hex');
        uploads.set(id, new Map());
        const [bucket, ...key] = path.split('/');
        return xml(response, 200, `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key.join('/')}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`);
      }
      if (request.method === 'PUT' && uploadId) {
        uploads.get(uploadId)!.set(Number(url.searchParams.get('partNumber')), body);
        state.partsReceived += 1;
        response.writeHead(200, { etag });
        return response.end();
      }
      if (request.method === 'POST' && uploadId) {
        const parts = uploads.get(uploadId)!;
        objects.set(path, Buffer.concat([...parts.keys()].sort((a, b) => a - b).map((n) => parts.get(n)!)));
        uploads.delete(uploadId);
        return xml(response, 200, `<CompleteMultipartUploadResult><Key>${path}</Key><ETag>${etag}</ETag></CompleteMultipartUploadResult>`);
      }
      if (request.method === 'DELETE' && uploadId) {
        uploads.delete(uploadId);
        response.writeHead(204);
        return response.end();
      }
      if (request.method === 'PUT') {
        objects.set(path, body);
        response.writeHead(200, { etag });
        return response.end();
      }
      if (request.method === 'GET') {
        const found = objects.get(path);
        if (!found) return xml(response, 404, '<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>');
        response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': found.length, etag });
        return response.end(found);
      }
      if (request.method === 'DELETE') {
        objects.delete(path);
        response.writeHead(204);
        return response.end();
      }
      xml(response, 405, '<Error><Code>MethodNotAllowed</Code></Error>');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    get partsReceived() {
      return state.partsReceived;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
