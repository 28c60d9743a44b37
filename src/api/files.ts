// The file calls of entities (docs/API.md, "Entity files"): an upload with its progress and a way
// to cancel it, and a file or thumbnail fetched with the token in its header, shown from a blob:
// URL (so the console's CSP needs only connect-src to the API and img-src blob:, however served).
import { config } from '../config/env';
import { getToken } from '../auth/token';
import { currentRequestLanguage } from './client';
import { ApiError, ErrorCode, type FieldErrors } from './errors';

/** A stored file as a record answers it under `<field>_files`, and as its upload answers. */
export interface FileFacts {
  id: string;
  name: string;
  size: number;
  type: string;
  thumbnail: boolean;
}

interface Envelope<T> {
  error: number;
  message: string;
  data: T;
}

const urlOf = (entity: string, rest: string) => `${config.apiBase}operate/entity/${encodeURIComponent(entity)}/${rest}`;
const headers = (): Record<string, string> => {
  const token = getToken();
  return { 'Accept-Language': currentRequestLanguage(), ...(token ? { 'X-Token': token } : {}) };
};

function refused(envelope: Envelope<unknown>): ApiError {
  const fields = (envelope.data as { fields?: FieldErrors } | null)?.fields;
  return new ApiError(envelope.error, envelope.message, fields ?? {});
}

/** Uploads one file for a field; `onProgress` hears the share sent (0 to 1); `signal` cancels it. */
export function uploadFile(entity: string, field: string, file: File, onProgress: (share: number) => void, signal: AbortSignal): Promise<FileFacts> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', urlOf(entity, 'file-upload'));
    for (const [name, value] of Object.entries(headers())) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      try {
        const envelope = JSON.parse(request.responseText) as Envelope<FileFacts>;
        if (envelope.error === ErrorCode.ok) resolve(envelope.data);
        else reject(refused(envelope));
      } catch {
        reject(new ApiError(ErrorCode.network, 'app.api.bad_response'));
      }
    };
    request.onerror = () => reject(new ApiError(ErrorCode.network, 'app.api.network'));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal.addEventListener('abort', () => request.abort(), { once: true });
    // The field first: the server reads it before the file's bytes arrive.
    const form = new FormData();
    form.append('field', field);
    form.append('file', file, file.name);
    request.send(form);
  });
}

/** The field app's inspection photos: a source of files of their own, under the server's name for them. */
export const INSPECTION_PHOTOS = '@inspections';

const fileUrl = (entity: string, id: string, thumbnail: boolean) =>
  `${entity === INSPECTION_PHOTOS ? `${config.apiBase}operate/standing/inspection-photo?` : urlOf(entity, 'file?')}id=${encodeURIComponent(id)}${thumbnail ? '&thumbnail=1' : ''}`;

/** A file (or its thumbnail) of an entity or INSPECTION_PHOTOS as a Blob; a refusal rejects with its ApiError. */
export async function fetchFile(entity: string, id: string, thumbnail = false): Promise<Blob> {
  const response = await fetch(fileUrl(entity, id, thumbnail), { headers: headers() });
  if (response.headers.get('content-type')?.startsWith('application/json')) throw refused((await response.json()) as Envelope<unknown>);
  if (!response.ok) throw new ApiError(ErrorCode.network, 'app.api.http_status');
  return response.blob();
}

/** Saves a file under its own name, as a download. */
export async function downloadFile(entity: string, file: Pick<FileFacts, 'id' | 'name'>): Promise<void> {
  const url = URL.createObjectURL(await fetchFile(entity, file.id));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** `1.2 MB`, `340 KB`: a file's size for people. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
