import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScreenVisibility } from '../../src/routing/tagsView/screenVisibility';

// The screens as TabScreens draws them: the shown one first, then the others, most recent first.
function Screens({ order }: { order: string[] }) {
  const screenProps = useScreenVisibility(order, order[0]);
  return order.map((path) => (
    <div key={path} data-path={path} {...screenProps(path)}>
      {path}
    </div>
  ));
}

const screen = (path: string) => document.querySelector<HTMLElement>(`[data-path="${path}"]`)!;
const looks = () =>
  [...document.querySelectorAll<HTMLElement>('[data-path]')].map((el) => [el.dataset.path, el.style.display === 'none' ? 'away' : el.style.contentVisibility === 'hidden' ? 'ready' : 'shown', el.getAttribute('aria-hidden')]);

/** Opens the screens in turn (each order: the one shown first); answers how to show another. */
function visit(...orders: string[][]) {
  const { rerender } = render(<Screens order={orders[0]} />);
  for (const order of orders.slice(1)) rerender(<Screens order={order} />);
  return (order: string[]) => rerender(<Screens order={order} />);
}

/** The page stays still long enough for every hidden screen to be laid out. */
const stayStill = () => act(() => vi.advanceTimersByTime(2_000));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('kept screens, shown and hidden', () => {
  it('hides the others at once, out of the rendering and of the accessibility tree', () => {
    visit(['/a'], ['/b', '/a']);
    expect(looks()).toEqual([
      ['/b', 'shown', null],
      ['/a', 'away', 'true'],
    ]);
  });

  it('lays them out once the page is still, keeping them unseen, and shows one again as it is', () => {
    const show = visit(['/a'], ['/b', '/a']);
    act(() => vi.advanceTimersByTime(300));
    expect(looks()[1]).toEqual(['/a', 'away', 'true']); // not while the page may still be moving
    stayStill();
    expect(looks()[1]).toEqual(['/a', 'ready', 'true']);

    const ready = screen('/a');
    show(['/a', '/b']);
    expect(screen('/a')).toBe(ready);
    // The one shown before is moved after it, and so has lost its layout.
    expect(looks()).toEqual([
      ['/a', 'shown', null],
      ['/b', 'away', 'true'],
    ]);
  });

  it('a laid-out screen that is moved is away again; one left in its place stays ready', () => {
    const show = visit(['/a'], ['/b', '/a'], ['/c', '/b', '/a']);
    stayStill();
    expect(looks().map(([, look]) => look)).toEqual(['shown', 'ready', 'ready']);
    // /b is shown: /c, before it, is moved after it; /a, after it, stays where it was.
    show(['/b', '/c', '/a']);
    expect(looks()).toEqual([
      ['/b', 'shown', null],
      ['/c', 'away', 'true'],
      ['/a', 'ready', 'true'],
    ]);
  });

  it('lays out nothing while the user keeps moving between screens', () => {
    const show = visit(['/a']);
    for (let i = 0; i < 6; i++) {
      show(i % 2 ? ['/a', '/b'] : ['/b', '/a']);
      act(() => vi.advanceTimersByTime(200));
    }
    expect(looks().map(([, look]) => look)).toEqual(['shown', 'away']);
  });
});
