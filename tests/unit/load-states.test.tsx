import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { startHarness, type Harness } from './helpers/harnessServer';
import { ok, refuse, routes, type Answer, type TestServer } from './helpers/apiServer';

/**
 * A failed load never looks like an empty result: the generic list and show screens put the
 * failure and a retry where the table or the record would be, with no pagination left over.
 */

const GOVERNMENTS = [
  { id: 1, name: 'Shaanxi office', level: 'province', city_id: 610000, city_name: 'Shaanxi', parent_id: null, contact: 'Wu', phone: '029-1111111', address: 'A', created_at: '2024-01-01 00:00:00' },
  { id: 2, name: 'Yanta office', level: 'district', city_id: 610113, city_name: 'Yanta', parent_id: 1, contact: 'Li', phone: '029-2222222', address: 'B', created_at: '2024-01-02 00:00:00' },
];
const BAD_GATEWAY: Answer = { status: 502, text: '<html>Bad Gateway</html>', contentType: 'text/html' };

let server: TestServer;
let answer: 'rows' | 'empty' | 'fail' | 'capped' | 'missing' = 'rows';
const table = {
  'operate/government/government-list': () =>
    answer === 'fail'
      ? BAD_GATEWAY
      : answer === 'capped'
        ? ok({ list: GOVERNMENTS, total: 10000, total_capped: true, page: 1, limit: 20 })
        : ok({ list: answer === 'rows' ? GOVERNMENTS : [], total: answer === 'rows' ? 2 : 0, page: 1, limit: 20 }),
  'operate/government/government-detail': () => (answer === 'fail' ? BAD_GATEWAY : answer === 'missing' ? refuse(2005, 'The government does not exist.') : ok(GOVERNMENTS[0])),
};

let h: Harness;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ server, h, close } = await startHarness(routes(table)));
});

afterAll(() => close());

beforeEach(() => {
  server.reset();
  answer = 'rows';
});

// react-query asks three more times before it gives up on a list.
const SLOW = { timeout: 15_000 };

describe('a total the server stopped counting', () => {
  it('reads as a lower bound, with the next page open', async () => {
    answer = 'capped';
    await h.renderAdmin('/gov/index');
    // The range is the page's (20 a page): a capped total means every page up to it is full.
    expect(await screen.findByText('1-20 of more than 10,000', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /next page/i })).toBeEnabled();
  });
});

describe('a failed load', () => {
  it('shows the failure and a retry in the table area, without pagination, and retry brings the rows', async () => {
    answer = 'fail';
    await h.renderAdmin('/gov/index');
    const alert = await screen.findByTestId('load-error', {}, SLOW);
    expect(alert).toHaveTextContent('The list could not be loaded');
    expect(screen.queryByText(/of 2|of 0/)).not.toBeInTheDocument();
    expect(screen.queryByText(/No .* yet|No results/i)).not.toBeInTheDocument();
    answer = 'rows';
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Yanta office')).toBeInTheDocument();
    expect(screen.queryByTestId('load-error')).not.toBeInTheDocument();
    expect(screen.getByText('1-2 of 2')).toBeInTheDocument();
  });

  it('drops the pagination of the rows shown before', async () => {
    await h.renderAdmin('/gov/index');
    await screen.findByText('Yanta office');
    expect(screen.getByText('1-2 of 2')).toBeInTheDocument();
    answer = 'fail';
    fireEvent.click(screen.getByText('Created', { selector: 'th *' }));
    await screen.findByTestId('load-error', {}, SLOW);
    expect(screen.queryByText('1-2 of 2')).not.toBeInTheDocument();
    expect(screen.queryByText('Yanta office')).not.toBeInTheDocument();
  });

  it('reads differently from an empty result', async () => {
    answer = 'empty';
    await h.renderAdmin('/gov/index');
    await waitFor(() => expect(server.received.some((r) => r.path === 'operate/government/government-list')).toBe(true));
    await waitFor(() => expect(document.querySelector('.RaList-noResults, .RaList-main')).not.toBeNull());
    expect(screen.queryByTestId('load-error')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a show page in place with the failure and a retry', async () => {
    answer = 'fail';
    await h.renderAdmin('/gov/index/1/show');
    const alert = await screen.findByTestId('load-error', {}, SLOW);
    expect(alert).toHaveTextContent('This record could not be loaded');
    expect(screen.getByTestId('location')).toHaveTextContent('/gov/index/1/show');
    answer = 'rows';
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByText('Shaanxi office')).not.toHaveLength(0);
  });

  it('sends a record the server says does not exist (deleted, or outside the jurisdiction) to the not-found page', async () => {
    answer = 'missing';
    await h.renderAdmin('/gov/index/1/show');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/404$/), SLOW);
    expect(screen.queryByTestId('load-error')).not.toBeInTheDocument();
  });
});
