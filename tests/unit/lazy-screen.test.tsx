import { Suspense, act } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { lazyScreen } from '../../src/widgets/onDemand';

const Page = ({ name }: { name: string }) => <p>page {name}</p>;
const inBoundary = (Screen: (props: { name: string }) => React.ReactNode) => (
  <Suspense fallback={<p>loading</p>}>
    <Screen name="a" />
  </Suspense>
);

describe('lazyScreen', () => {
  it('draws at once, without its fallback, when its code was loaded ahead', async () => {
    const Screen = lazyScreen(async () => ({ default: Page }));
    await Screen.preload();
    render(inBoundary(Screen));
    // Synchronously in the first commit: React.lazy would show the fallback first.
    expect(screen.getByText('page a')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('shows the fallback while its code loads on first use, and loads it once', async () => {
    let loads = 0;
    let arrive!: () => void;
    const Screen = lazyScreen(() => {
      loads++;
      return new Promise<{ default: typeof Page }>((resolve) => (arrive = () => resolve({ default: Page })));
    });
    render(inBoundary(Screen));
    expect(screen.getByText('loading')).toBeInTheDocument();
    void Screen.preload();
    await act(async () => arrive());
    expect(await screen.findByText('page a')).toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('asks again after a failed load', async () => {
    let fail = true;
    const Screen = lazyScreen(async () => {
      if (fail) throw new Error('offline');
      return { default: Page };
    });
    await expect(Screen.preload()).rejects.toThrow('offline');
    fail = false;
    await Screen.preload();
    render(inBoundary(Screen));
    expect(screen.getByText('page a')).toBeInTheDocument();
  });
});
