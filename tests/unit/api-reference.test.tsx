import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import ApiReference from '../../src/pages/Documentation/ApiReference';
import { renderInShell } from './helpers/shellHarness';

// The viewer itself is Scalar's (tried in tests/e2e/api-reference.e2e.ts); here, what the page hands it.
const handed: Record<string, unknown>[] = [];
vi.mock('@scalar/api-reference-react', () => ({
  ApiReferenceReact: ({ configuration }: { configuration: Record<string, unknown> }) => {
    handed.push(configuration);
    return <div>viewer of {(configuration.content as { info: { title: string } }).info.title}</div>;
  },
}));
vi.mock('@scalar/api-reference-react/style.css', () => ({}));

afterEach(() => {
  vi.unstubAllGlobals();
  handed.length = 0;
});

describe('the API reference page', { timeout: 60_000 }, () => {
  it('hands the viewer the caller’s document with the API’s own address, its assistant and telemetry off', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ openapi: '3.1.0', info: { title: 'Operations and supervision API' }, servers: [{ url: '/api' }] }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await renderInShell(<ApiReference />);
    expect(await screen.findByText('viewer of Operations and supervision API')).toBeInTheDocument();
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toMatch(/\/api\/openapi\.json$/);
    const configuration = handed.at(-1)!;
    expect(configuration).toMatchObject({ telemetry: false, agent: { disabled: true }, withDefaultFonts: false, showDeveloperTools: 'never' });
    expect((configuration.content as { servers: { url: string }[] }).servers[0]!.url).toMatch(/^https?:\/\/.+\/api$/);
    expect(screen.getByRole('link', { name: 'Download openapi.json' })).toHaveAttribute('download', 'openapi.json');
  });

  it('says so when the document cannot be loaded, and tries again when asked', async () => {
    const fetch = vi.fn(async () => new Response('', { status: 502 }));
    vi.stubGlobal('fetch', fetch);
    await renderInShell(<ApiReference />);
    expect(await screen.findByText('The API description could not be loaded. Try again in a moment.')).toBeInTheDocument();
    fetch.mockImplementation(async () => new Response(JSON.stringify({ openapi: '3.1.0', info: { title: 'Again' } }), { status: 200 }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('viewer of Again')).toBeInTheDocument();
  });
});
