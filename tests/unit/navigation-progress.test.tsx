import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NavigationProgress } from '../../src/layout/NavigationProgress';

function renderBar() {
  const client = new QueryClient();
  let navigate: (to: string) => void = () => undefined;
  function Navigator() {
    navigate = useNavigate();
    return null;
  }
  const { container } = render(
    <MemoryRouter initialEntries={['/company/index']}>
      <QueryClientProvider client={client}>
        <Navigator />
        <NavigationProgress />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  const flashes = () => container.querySelectorAll('[aria-hidden="true"]:not([data-testid])');
  return { client, flashes, go: (to: string) => act(() => navigate(to)) };
}

describe('the navigation bar at the top', () => {
  it('flashes on a navigation with nothing to load: one new bar, no progress that waits', () => {
    const { flashes, go } = renderBar();
    const first = flashes()[0];
    go('/gov/index');
    expect(flashes()).toHaveLength(1);
    expect(flashes()[0]).not.toBe(first); // a new bar, so its animation runs again
    expect(screen.queryByTestId('navigation-progress')).toBeNull();
  });

  it('creeps while data loads, and goes once it is in', async () => {
    const { client } = renderBar();
    let answer: (value: string) => void = () => undefined;
    const loading = client.fetchQuery({ queryKey: ['companies'], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
    expect(await screen.findByTestId('navigation-progress')).toBeInTheDocument();
    await act(async () => {
      answer('rows');
      await loading;
    });
    await waitFor(() => expect(screen.queryByTestId('navigation-progress')).toBeNull(), { timeout: 2_000 });
  });
});
