import { Component, act, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { lazyScreen } from '../../src/loading/onDemand';

const Page = ({ name }: { name: string }) => <p>page {name}</p>;

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

describe('lazyScreen', () => {
  it('draws at once when its code was loaded ahead', async () => {
    const Screen = lazyScreen(async () => ({ default: Page }), <p>loading</p>);
    await Screen.preload();
    render(<Screen name="a" />);
    // In the first commit: React.lazy would show a fallback first, and hold the page back.
    expect(screen.getByText('page a')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('shows its fallback while its code loads on first use, then the screen, loading it once', async () => {
    let loads = 0;
    let arrive!: () => void;
    const Screen = lazyScreen(() => {
      loads++;
      return new Promise<{ default: typeof Page }>((resolve) => (arrive = () => resolve({ default: Page })));
    }, <p>loading</p>);
    render(
      <>
        <Screen name="a" />
        <Screen name="b" />
      </>,
    );
    expect(screen.getAllByText('loading')).toHaveLength(2);
    await act(async () => arrive());
    expect(screen.getByText('page a')).toBeInTheDocument();
    expect(screen.getByText('page b')).toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('throws a failed load to the error boundary, and loads again on the next mount', async () => {
    let fail = true;
    const Screen = lazyScreen(async () => {
      if (fail) throw new Error('offline');
      return { default: Page };
    });
    const first = render(
      <Boundary>
        <Screen name="a" />
      </Boundary>,
    );
    expect(await screen.findByText('failed: offline')).toBeInTheDocument();
    first.unmount();
    fail = false;
    render(
      <Boundary>
        <Screen name="b" />
      </Boundary>,
    );
    expect(await screen.findByText('page b')).toBeInTheDocument();
  });
});
