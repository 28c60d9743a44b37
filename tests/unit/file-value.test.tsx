import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { refuse, startApiServer, type Answer, type Received, type TestServer } from './helpers/apiServer';

/**
 * A file field in lists and details (src/schema/files/FileValue.tsx): a picture's thumbnail,
 * fetched with the token and shown from a blob: URL; a download link, with name and size, for the rest.
 */

let server: TestServer;
type Harness = typeof import('./helpers/resourceHarness');
let h: Harness;
let FileValue: (typeof import('../../src/schema/files/FileValue'))['FileValue'];
let ra: typeof import('react-admin');

const FIELD = { source: 'scans', type: 'file' as const, files: { entity: 'site_docs', multiple: true, max: 3, accept: ['pdf', 'png'] } };
const RECORD = {
  id: 1,
  scans: ['pic', 'doc'],
  scans_files: [
    { id: 'pic', name: 'site.png', size: 20480, type: 'image/png', thumbnail: true },
    { id: 'doc', name: '检验证书.pdf', size: 1536, type: 'application/pdf', thumbnail: false },
  ],
};

function answer(request: Received): Answer {
  if (request.path === 'operate/entity/site_docs/file?id=pic&thumbnail=1') return { status: 200, text: 'webp bytes', contentType: 'image/webp' };
  if (request.path === 'operate/entity/site_docs/file?id=doc') return { status: 200, text: '%PDF-1.7', contentType: 'application/pdf' };
  return refuse(2005, 'The file does not exist.');
}

beforeAll(async () => {
  server = await startApiServer(answer);
  vi.stubEnv('VITE_API_BASE', server.url);
  vi.resetModules();
  h = await import('./helpers/resourceHarness');
  FileValue = (await import('../../src/schema/files/FileValue')).FileValue;
  ra = await import('react-admin');
});

afterAll(async () => {
  await server.close();
  vi.unstubAllEnvs();
});

beforeEach(() => {
  server.reset();
  let n = 0;
  // jsdom has no blob: URLs of its own.
  URL.createObjectURL = vi.fn(() => `blob:test/${(n += 1)}`);
  URL.revokeObjectURL = vi.fn();
});

describe('FileValue', () => {
  it('shows a picture’s thumbnail from a blob: URL, and the other files as download links', async () => {
    await h.renderInAdmin(
      <ra.RecordContextProvider value={RECORD}>
        <FileValue field={FIELD} size="show" />
      </ra.RecordContextProvider>,
    );
    // A placeholder of the same name holds the place until the thumbnail arrives.
    await waitFor(() => expect(screen.getByRole('img', { name: 'site.png' }).getAttribute('src') ?? '').toMatch(/^blob:/));
    const thumbnailCall = server.received.find((r) => r.path.includes('thumbnail=1'))!;
    expect(thumbnailCall.headers['accept-language']).toBeDefined();
    const link = screen.getByRole('link', { name: 'Download 检验证书.pdf' });
    expect(link).toHaveTextContent('检验证书.pdf (2 KB)');
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fireEvent.click(link);
    await waitFor(() => expect(server.received.some((r) => r.path === 'operate/entity/site_docs/file?id=doc')).toBe(true));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    clicked.mockRestore();
  });
});
