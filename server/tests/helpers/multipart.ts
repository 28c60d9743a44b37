// A multipart/form-data body as a browser sends an upload: text fields, then one file.
import { randomBytes } from 'node:crypto';

export interface UploadFile {
  name: string;
  bytes: Buffer;
  /** What the client claims; the server never believes it. */
  type?: string;
}

export function multipartBody(fields: Record<string, string>, file?: UploadFile): { payload: Buffer; contentType: string } {
  const boundary = `----ops${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    // As browsers do: the name's UTF-8 bytes, quoted.
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`));
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
