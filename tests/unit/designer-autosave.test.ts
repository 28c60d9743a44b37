import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { emptyDocument } from '../../src/pages/designer/draft';

/**
 * The designer's autosave against publishing and discarding: a save waiting for typing to rest
 * goes at once when the page publishes (and the publish waits for it), and is dropped when the
 * page discards; either way no draft reaches the server after the publish or the discard.
 */

const order: string[] = [];
let answer: () => void = () => undefined;

vi.mock('../../src/pages/designer/calls', () => ({
  saveDraft: vi.fn((name: string) => {
    order.push(`save ${name}`);
    return new Promise<void>((resolve) => {
      answer = () => {
        order.push(`saved ${name}`);
        resolve();
      };
    });
  }),
  deleteDraft: vi.fn(async () => undefined),
}));

const { useDraft } = await import('../../src/pages/designer/useDraft');

const typed = () => {
  const hook = renderHook(() => useDraft({ ...emptyDocument(), name: 'gauges' }, undefined, []));
  act(() => hook.result.current.update((d) => ({ ...d, route: '/maintenance/gauges' })));
  return hook;
};

beforeEach(() => {
  vi.useFakeTimers();
  order.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('the designer autosave', () => {
  it('saves after typing rests', async () => {
    const { result } = typed();
    expect(result.current.autosave).toBe('pending');
    await act(() => vi.advanceTimersByTimeAsync(1300));
    expect(order).toEqual(['save gauges']);
    await act(async () => answer());
    expect(result.current.autosave).toBe('saved');
  });

  it('settling sends the waiting save at once and answers only when it has landed', async () => {
    const { result } = typed();
    let settled = false;
    await act(async () => {
      void result.current.settle().then(() => (settled = true));
    });
    expect(order).toEqual(['save gauges']);
    expect(settled).toBe(false);
    await act(async () => answer());
    expect(settled).toBe(true);
    // Nothing is left to save once the timer would have run.
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(order).toEqual(['save gauges', 'saved gauges']);
  });

  it('settling waits for a save already on its way', async () => {
    const { result } = typed();
    await act(() => vi.advanceTimersByTimeAsync(1300));
    let settled = false;
    await act(async () => {
      void result.current.settle().then(() => (settled = true));
    });
    expect(settled).toBe(false);
    await act(async () => answer());
    expect(settled).toBe(true);
    expect(order).toEqual(['save gauges', 'saved gauges']);
  });

  it('stopping drops the waiting save and says none landed', async () => {
    const { result } = typed();
    let saved: boolean | undefined;
    await act(async () => {
      saved = await result.current.stop();
    });
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(order).toEqual([]);
    expect(saved).toBe(false);
  });

  it('stopping waits for a save on its way and says it landed', async () => {
    const { result } = typed();
    await act(() => vi.advanceTimersByTimeAsync(1300));
    let saved: boolean | undefined;
    await act(async () => {
      void result.current.stop().then((s) => (saved = s));
    });
    expect(saved).toBeUndefined();
    await act(async () => answer());
    expect(saved).toBe(true);
  });
});
