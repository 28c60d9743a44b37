import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ok, refuse, startApiServer, type Answer, type Received, type TestServer } from './helpers/apiServer';

/**
 * The file input of definitions' file and image fields (src/schema/files/FileInput.tsx) against a
 * real local server: a drop zone and a button upload at once, a pending upload shows its progress
 * and can be cancelled, a refusal shows the server's words, and the value is the answered ids.
 */

let server: TestServer;
let answer: (request: Received) => Answer = () => ok(null);
let made = 0;
const uploads = () => server.received.filter((r) => r.path === 'operate/entity/site_docs/file-upload');

type Harness = typeof import('./helpers/resourceHarness');
let h: Harness;
let FileInput: (typeof import('../../src/schema/files/FileInput'))['FileInput'];
let ra: typeof import('react-admin');

const FIELD = { source: 'scans', type: 'file' as const, files: { entity: 'site_docs', multiple: true, max: 2, accept: ['pdf'] } };
const DEF = { name: 'site_docs', fields: [FIELD] } as unknown as import('../../src/schema/types').ResourceDef;

beforeAll(async () => {
  server = await startApiServer((request) => answer(request));
  vi.stubEnv('VITE_API_BASE', server.url);
  vi.resetModules();
  h = await import('./helpers/resourceHarness');
  FileInput = (await import('../../src/schema/files/FileInput')).FileInput;
  ra = await import('react-admin');
});

afterAll(async () => {
  await server.close();
  vi.unstubAllEnvs();
});

beforeEach(() => {
  server.reset();
  answer = (request) => {
    made += 1;
    const name = /filename="([^"]+)"/.exec(request.raw)?.[1] ?? 'file';
    return ok({ id: `id-${made}`, name, size: 3072, type: 'application/pdf', thumbnail: false });
  };
});

const pdf = (name: string) => new File(['%PDF-1.7 ...'], name, { type: 'application/pdf' });

async function renderForm(record: Record<string, unknown> = {}) {
  const submitted: Record<string, unknown>[] = [];
  await h.renderInAdmin(
    <ra.ResourceContextProvider value="site_docs">
      <ra.Form record={record} onSubmit={(values: Record<string, unknown>) => void submitted.push(values)}>
        <FileInput def={DEF} field={FIELD} mode="create" label="Scans" />
        <button type="submit">submit</button>
      </ra.Form>
    </ra.ResourceContextProvider>,
  );
  const submit = async () => {
    fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(submitted.length).toBeGreaterThan(0));
    return submitted.at(-1)!;
  };
  return { submit, zone: screen.getByTestId('drop-zone') };
}

describe('FileInput', () => {
  it('uploads what is dropped on the zone, with the field named first, and holds the answered ids', async () => {
    const { zone, submit } = await renderForm();
    fireEvent.drop(zone, { dataTransfer: { files: [pdf('permit.pdf'), pdf('检验证书.pdf')] } });
    expect(await screen.findByText('permit.pdf (3 KB)')).toBeInTheDocument();
    expect(await screen.findByText('检验证书.pdf (3 KB)')).toBeInTheDocument();
    expect(uploads()).toHaveLength(2);
    expect(uploads()[0]!.raw.indexOf('name="field"')).toBeLessThan(uploads()[0]!.raw.indexOf('name="file"'));
    expect(uploads()[0]!.raw).toContain('scans');
    expect((await submit()).scans).toHaveLength(2);
  });

  it('offers a button, reachable by the keyboard, that opens the file chooser; a chosen file uploads', async () => {
    const { submit } = await renderForm();
    const button = screen.getByRole('button', { name: 'Choose files' });
    button.focus();
    expect(button).toHaveFocus();
    const chooser = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const opened = vi.spyOn(chooser, 'click');
    fireEvent.click(button);
    expect(opened).toHaveBeenCalled();
    expect(chooser.accept).toBe('.pdf,application/pdf');
    fireEvent.change(chooser, { target: { files: [pdf('scan.pdf')] } });
    expect(await screen.findByText('scan.pdf (3 KB)')).toBeInTheDocument();
    expect((await submit()).scans).toEqual([expect.stringMatching(/^id-/)]);
  });

  it('shows a pending upload with its progress, and cancels it', async () => {
    answer = () => ({ hang: true });
    const { zone, submit } = await renderForm();
    fireEvent.drop(zone, { dataTransfer: { files: [pdf('slow.pdf')] } });
    expect(await screen.findByRole('progressbar', { name: 'Uploading slow.pdf' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the upload of slow.pdf' }));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect((await submit()).scans ?? []).toEqual([]);
  });

  it('shows the server’s refusal under the zone', async () => {
    answer = () => refuse(2001, 'Some fields are invalid.', { fields: { file: 'The file is not of a kind this field takes: pdf.' } });
    const { zone } = await renderForm();
    fireEvent.drop(zone, { dataTransfer: { files: [pdf('page.html')] } });
    expect(await screen.findByText('The file is not of a kind this field takes: pdf.')).toBeInTheDocument();
  });

  it('shows the files a record holds by name and size, and removes one', async () => {
    const record = { scans: ['a', 'b'], scans_files: [{ id: 'a', name: 'old.pdf', size: 2048, type: 'application/pdf', thumbnail: false }, { id: 'b', name: 'new.pdf', size: 4096, type: 'application/pdf', thumbnail: false }] };
    const { submit, zone } = await renderForm(record);
    expect(within(zone).getByText('old.pdf (2 KB)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove old.pdf' }));
    expect(within(zone).queryByText('old.pdf (2 KB)')).toBeNull();
    // Two is the most: the button is back once one went.
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeEnabled();
    expect((await submit()).scans).toEqual(['b']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove new.pdf' }));
    // No files is null: a form body carries no empty list, and null clears the field.
    expect((await submit()).scans).toBeNull();
  });

  it('takes no more files than max', async () => {
    const { zone } = await renderForm();
    fireEvent.drop(zone, { dataTransfer: { files: [pdf('1.pdf'), pdf('2.pdf'), pdf('3.pdf')] } });
    expect(await screen.findByText('At most 2 files')).toBeInTheDocument();
    await waitFor(() => expect(uploads()).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Choose files' })).toBeDisabled());
  });
});
