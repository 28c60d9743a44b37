import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ok, routes, startApiServer, type Received, type TestServer } from './helpers/apiServer';
import { decodeQrPng } from './helpers/qrDecode';

/**
 * QR codes drawn in the browser: what they encode (read back with a QR reader), the PNG
 * download, the print sheet, and the check point create screen (label preview, then the
 * created code), against a real local server.
 */

const COMPANY = { id: 3, name: 'Qinling Titanium' };
const point = (id: number, name: string) => ({
  id,
  company_id: 3,
  company_name: COMPANY.name,
  name,
  code: `CP-000003-${String(id).padStart(8, 'X')}`,
  lng: null,
  lat: null,
  items_count: 2,
  created_at: '2025-01-02 03:04:05',
});
const POINTS = [point(11, 'Boiler room'), point(12, 'Gate'), point(13, 'Paint shop')];
const ALL_OF_COMPANY = [...POINTS, point(14, 'Roof'), point(15, 'Store')];

let server: TestServer;
const calls = (path: string) => server.received.filter((r) => r.path === path);
const table = {
  'operate/company/company-list': () => ok({ list: [COMPANY], total: 1, page: 1, limit: 25 }),
  'operate/company/company-detail': () => ok(COMPANY),
  'operate/company/code-list': () => ok({ list: POINTS, total: POINTS.length, page: 1, limit: 20 }),
  'operate/company/code-by-company': () => ok(ALL_OF_COMPANY),
  'operate/company/create-code': (r: Received) => ok({ ...point(99, String(r.body.name)), code: 'CP-000003-NEWCODE9', items_count: 1 }),
};

let h: typeof import('./helpers/resourceHarness');
let QrImage: (typeof import('../../src/widgets/QrImage'))['default'];
let qrPng: typeof import('../../src/widgets/qrPng');
let PrintLabelsDialog: (typeof import('../../src/resources/qrCodes/PrintLabelsDialog'))['PrintLabelsDialog'];
let DownloadQrButton: (typeof import('../../src/schema/views/QrValue'))['DownloadQrButton'];

beforeAll(async () => {
  server = await startApiServer(routes(table));
  vi.stubEnv('VITE_API_BASE', server.url);
  vi.resetModules();
  h = await import('./helpers/resourceHarness');
  QrImage = (await import('../../src/widgets/QrImage')).default;
  qrPng = await import('../../src/widgets/qrPng');
  PrintLabelsDialog = (await import('../../src/resources/qrCodes/PrintLabelsDialog')).PrintLabelsDialog;
  DownloadQrButton = (await import('../../src/schema/views/QrValue')).DownloadQrButton;
});

afterAll(async () => {
  await server.close();
  vi.unstubAllEnvs();
});

beforeEach(() => server.reset());
afterEach(() => vi.restoreAllMocks());

/** The images of a sheet, each marked loaded (jsdom does not load images by itself). */
function loadImages(container: HTMLElement): HTMLImageElement[] {
  const images = [...container.querySelectorAll<HTMLImageElement>('img[data-qr]')];
  for (const image of images) fireEvent.load(image);
  return images;
}

describe('QR images', () => {
  it('draw a code that a QR reader reads back as the payload', async () => {
    await h.renderInAdmin(<QrImage value="CP-000003-ABCDEFGH" label="Gate" />);
    const image = await screen.findByRole('img', { name: 'Gate' });
    expect(decodeQrPng(image.getAttribute('src')!)).toBe('CP-000003-ABCDEFGH');
  });

  it('download as a PNG named after the payload, which reads back as the payload', async () => {
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    await h.renderInAdmin(<DownloadQrButton value="CP-000003-ABCDEFGH" />);
    fireEvent.click(screen.getByRole('button', { name: 'Download PNG' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].download).toBe('CP-000003-ABCDEFGH.png');
    expect(decodeQrPng(saved[0].href)).toBe('CP-000003-ABCDEFGH');
    // Nothing is left behind in the page.
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('name their files safely', () => {
    expect(qrPng.qrFileName('CP-1/..\\x y')).toBe('CP-1_.._x_y.png');
    expect(qrPng.qrFileName('///')).toBe('qr-code.png');
  });
});

describe('the print sheet', () => {
  it('shows one label per point (name, company, code, QR) and prints once every code is drawn', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await h.renderInAdmin(<PrintLabelsDialog open onClose={() => undefined} points={POINTS} />);
    const sheet = await screen.findByTestId('qr-sheet');
    const labels = within(sheet).getAllByTestId('qr-label');
    expect(labels).toHaveLength(3);
    expect(labels[1]).toHaveTextContent('Gate');
    expect(labels[1]).toHaveTextContent(COMPANY.name);
    expect(labels[1]).toHaveTextContent(POINTS[1].code);

    const printButton = screen.getByRole('button', { name: 'Print' });
    expect(printButton).toBeDisabled();
    await waitFor(() => expect(sheet.querySelectorAll('img[data-qr]')).toHaveLength(3));
    const images = loadImages(sheet);
    expect(images.map((image) => decodeQrPng(image.src))).toEqual(POINTS.map((p) => p.code));
    await waitFor(() => expect(printButton).toBeEnabled());
    fireEvent.click(printButton);
    expect(print).toHaveBeenCalledTimes(1);
    // On paper only the sheet is printed: the page behind the dialog and its toolbar are hidden.
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(css).toMatch(/@media print[\s\S]*body\s*>\s*\*:not\(\.qr-print-root\)\s*\{\s*display:\s*none/);
    expect(screen.getByRole('button', { name: 'Print' }).closest('.no-print')).not.toBeNull();
  });

  it('lays out 2, 3 or 4 labels per row', async () => {
    await h.renderInAdmin(<PrintLabelsDialog open onClose={() => undefined} points={POINTS} />);
    const sheet = await screen.findByTestId('qr-sheet');
    expect(getComputedStyle(sheet).gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Labels per row' }));
    fireEvent.click(await screen.findByRole('option', { name: '4 per row' }));
    await waitFor(() => expect(getComputedStyle(screen.getByTestId('qr-sheet')).gridTemplateColumns).toBe('repeat(4, minmax(0, 1fr))'));
  });

  it('prints the rows selected in the QR code list', async () => {
    await h.renderAdmin('/check/qr_code');
    const gate = (await screen.findByText('Gate')).closest('tr')!;
    const boiler = screen.getByText('Boiler room').closest('tr')!;
    fireEvent.click(within(gate).getByRole('checkbox'));
    fireEvent.click(within(boiler).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: 'Print labels' }));
    const sheet = await screen.findByTestId('qr-sheet');
    expect(within(sheet).getAllByTestId('qr-label').map((l) => l.querySelector('p')?.textContent)).toEqual(['Gate', 'Boiler room']);
  });

  it('prints every point of the filtered company at once (code-by-company)', async () => {
    await h.renderAdmin(`/check/qr_code?filter=${encodeURIComponent(JSON.stringify({ company_id: 3 }))}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Print all of this company' }));
    const sheet = await screen.findByTestId('qr-sheet');
    expect(within(sheet).getAllByTestId('qr-label')).toHaveLength(ALL_OF_COMPANY.length);
    expect(calls('operate/company/code-by-company').map((r) => r.body.company_id)).toEqual(['3']);
  });
});

describe('creating a check point', () => {
  it('previews the label while typing, sends the check items, then shows the new code to download or print', async () => {
    await h.renderAdmin('/check/index/create');
    const preview = await screen.findByTestId('label-preview');
    expect(preview).toHaveTextContent('Check point name');
    expect(preview).toHaveTextContent('The QR code is generated when you save');
    // No code is drawn before the server has made one.
    expect(preview.querySelector('img')).toBeNull();

    fireEvent.change(document.querySelector('input[name="name"]')!, { target: { value: 'Boiler room 2' } });
    expect(preview).toHaveTextContent('Boiler room 2');
    const company = screen.getByRole('combobox', { name: /Company/ });
    fireEvent.change(company, { target: { value: 'Qin' } });
    fireEvent.click(await screen.findByRole('option', { name: COMPANY.name }));
    await waitFor(() => expect(preview).toHaveTextContent(COMPANY.name));

    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.change(await waitFor(() => document.querySelector('input[name="items.0.name"]')!), { target: { value: 'Extinguisher' } });
    fireEvent.change(document.querySelector('input[name="items.0.standard"]')!, { target: { value: 'Pressure in the green' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls('operate/company/create-code')).toHaveLength(1));
    const sent = calls('operate/company/create-code')[0];
    expect(sent.body).toMatchObject({ name: 'Boiler room 2', company_id: '3' });
    expect(sent.formEntries.filter(([key]) => key === 'items[]').map(([, value]) => JSON.parse(value))).toEqual([
      { name: 'Extinguisher', standard: 'Pressure in the green' },
    ]);

    const created = await screen.findByTestId('created-label');
    expect(created).toHaveTextContent('CP-000003-NEWCODE9');
    const image = await within(created).findByRole('img');
    expect(decodeQrPng(image.getAttribute('src')!)).toBe('CP-000003-NEWCODE9');
    expect(screen.getByRole('button', { name: 'Download PNG' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Print label' }));
    expect(within(await screen.findByTestId('qr-sheet')).getAllByTestId('qr-label')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    fireEvent.click(screen.getByRole('button', { name: 'Create another' }));
    await waitFor(() => expect(document.querySelector('input[name="name"]')).toHaveValue(''));
  });
});
