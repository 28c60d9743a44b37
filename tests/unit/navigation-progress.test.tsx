import { afterEach, describe, expect, it, vi } from 'vitest';
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
  const flash = () => container.querySelector('[data-testid="navigation-flash"]');
  return { client, flash, go: (to: string) => act(() => navigate(to)) };
}

// jsdom has no Web Animations: the bar's own animate() is what each navigation asks for.
const animate = vi.fn();
HTMLElement.prototype.animate = animate;
afterEach(() => animate.mockClear());

describe('the navigation bar at the top', () => {
  it('flashes on each navigation with nothing to load: the same bar animates again, no progress that waits', () => {
    const { flash, go } = renderBar();
    const bar = flash();
    expect(animate).not.toHaveBeenCalled();
    go('/gov/index');
    go('/company/index');
    expect(flash()).toBe(bar);
    expect(animate.mock.contexts).toEqual([bar, bar]);
    expect(animate.mock.calls[0][1]).toMatchObject({ duration: 400 });
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
