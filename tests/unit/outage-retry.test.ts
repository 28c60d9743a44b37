import { describe, expect, it } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../../src/auth/queryClient';
import { ApiError } from '../../src/api';

/**
 * The console's query cache asks a read again while the service is away, whatever retry the
 * read's hook set (react-admin's hooks set `retry: false`), and leaves every other failure to
 * the hook's rule.
 */

const dbAway = () => new ApiError(5000, 'The database is not reachable.', {}, 'database_unavailable');
const noAnswer = () => new ApiError(-2, 'app.api.timeout', {}, 'timeout');
const notFound = () => new ApiError(2005, 'Record not found');

/** The retry rules a query with these options runs with. */
function rules(client: QueryClient, retry?: false | number) {
  const options = client.defaultQueryOptions({ queryKey: ['governments', 'getOne', { id: '1' }], ...(retry !== undefined && { retry }) });
  return {
    retry: options.retry as (failureCount: number, error: unknown) => boolean,
    delay: options.retryDelay as (failureCount: number, error: unknown) => number,
  };
}

describe('a read that fails for an outage', () => {
  it('is asked again however often, 1, 2, 4, 8, then every 15 s, even with retry: false', () => {
    const { retry, delay } = rules(createQueryClient(), false);
    for (const failures of [0, 1, 5, 50]) expect(retry(failures, dbAway())).toBe(true);
    expect(retry(3, noAnswer())).toBe(true);
    expect([0, 1, 2, 3, 4, 5, 20].map((n) => delay(n, dbAway()))).toEqual([1000, 2000, 4000, 8000, 15_000, 15_000, 15_000]);
  });

  it('comes in through react-query once the service answers', async () => {
    const client = createQueryClient();
    let calls = 0;
    const data = await client.fetchQuery({
      queryKey: ['governments', 'getList'],
      retry: false,
      queryFn: async () => {
        calls += 1;
        if (calls < 3) throw dbAway();
        return { rows: 2 };
      },
    });
    expect(data).toEqual({ rows: 2 });
    expect(calls).toBe(3);
  });
});

describe('a read that fails otherwise', () => {
  it('keeps its hook\'s rule: none for retry: false, three tries by default', () => {
    const client = createQueryClient();
    expect(rules(client, false).retry(0, notFound())).toBe(false);
    const byDefault = rules(client).retry;
    expect([0, 1, 2, 3].map((n) => byDefault(n, notFound()))).toEqual([true, true, true, false]);
    expect(rules(client, 1).retry(1, notFound())).toBe(false);
  });

  it('fails at once through react-query with retry: false', async () => {
    const client = createQueryClient();
    let calls = 0;
    const query = client.fetchQuery({
      queryKey: ['governments', 'getOne'],
      retry: false,
      queryFn: async () => {
        calls += 1;
        throw notFound();
      },
    });
    await expect(query).rejects.toMatchObject({ code: 2005 });
    expect(calls).toBe(1);
  });
});

describe('the options', () => {
  it('stay the same between renders for the same rule', () => {
    const client = createQueryClient();
    expect(rules(client, false).retry).toBe(rules(client, false).retry);
    const options = client.defaultQueryOptions({ queryKey: ['x'], retry: false });
    expect(client.defaultQueryOptions(options)).toBe(options);
  });
});
