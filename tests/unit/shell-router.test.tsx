import { describe, expect, it } from 'vitest';
import { useEffect, useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { UNSAFE_createMemoryHistory as createMemoryHistory, Router, useLocation, useNavigate } from 'react-router-dom';
import { createPlaceStore, ShellRouter, useOnNavigation, useRouterPlace, useRouterSelect } from '../../src/routing/shellRouter';

const treeOf = (pathname: string) => (pathname === '/login' ? 'login' : 'console');
const storeAt = (path: string) => createPlaceStore(createMemoryHistory({ initialEntries: [path], v5Compat: true }), treeOf);

describe('the place store', () => {
  it('keeps the shared location object within a tree, with its fields following the router', () => {
    const store = storeAt('/company/index');
    const shared = store.shared();
    const place = store.place();
    store.history.push('/gov/index');
    expect(store.shared()).toBe(shared);
    expect(shared.location.pathname).toBe('/gov/index');
    expect(store.place()).not.toBe(place);
    expect(store.place().location.pathname).toBe('/gov/index');
  });

  it('gives the shared location a new object when the router goes to another tree', () => {
    const store = storeAt('/company/index');
    const shared = store.shared();
    store.history.push('/login');
    expect(store.shared()).not.toBe(shared);
    expect(store.shared().location.pathname).toBe('/login');
  });
});

describe('ShellRouter', () => {
  function renderCounted(path: string) {
    const store = storeAt(path);
    const draws = { reader: 0, follower: 0 };
    function Reader() {
      draws.reader++;
      return <p data-testid="reader">{useLocation().pathname}</p>;
    }
    function Follower() {
      draws.follower++;
      return <p data-testid="follower">{useRouterPlace().location.pathname}</p>;
    }
    render(
      <ShellRouter store={store}>
        <Reader />
        <Follower />
      </ShellRouter>,
    );
    return { store, draws };
  }

  it('does not draw the location\'s readers again for a navigation within the tree; what follows the router is drawn', () => {
    const { store, draws } = renderCounted('/company/index');
    const before = { ...draws };
    act(() => store.history.push('/gov/index'));
    expect(screen.getByTestId('follower')).toHaveTextContent('/gov/index');
    expect(draws.follower).toBe(before.follower + 1);
    expect(draws.reader).toBe(before.reader);
    expect(screen.getByTestId('reader')).toHaveTextContent('/company/index');
  });

  it('draws every reader again when the router goes to another tree', () => {
    const { store, draws } = renderCounted('/company/index');
    const before = draws.reader;
    act(() => store.history.push('/login'));
    expect(draws.reader).toBe(before + 1);
    expect(screen.getByTestId('reader')).toHaveTextContent('/login');
  });

  it('takes react-router\'s navigate: the history moves and what follows the router is drawn', () => {
    const store = storeAt('/company/index');
    function GoButton() {
      const navigate = useNavigate();
      return <button onClick={() => navigate('/gov/index?page=2')}>go</button>;
    }
    function Follower() {
      const { location } = useRouterPlace();
      return <p data-testid="follower">{location.pathname + location.search}</p>;
    }
    render(
      <ShellRouter store={store}>
        <GoButton />
        <Follower />
      </ShellRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(store.history.location.pathname).toBe('/gov/index');
    expect(screen.getByTestId('follower')).toHaveTextContent('/gov/index?page=2');
  });
});

describe('what a component asks of the router', () => {
  function renderAsking(router: 'shell' | 'plain') {
    const store = storeAt('/company/index');
    const draws = { selector: 0, listener: 0 };
    const heard: string[] = [];
    function Selector() {
      draws.selector++;
      const onGov = useRouterSelect((location) => location.pathname.startsWith('/gov'));
      return <p data-testid="selector">{String(onGov)}</p>;
    }
    function Listener() {
      draws.listener++;
      useOnNavigation((location) => heard.push(location.pathname));
      return null;
    }
    const parts = (
      <>
        <Selector />
        <Listener />
      </>
    );
    // A plain react-router over the same history draws again on every navigation.
    function Plain() {
      const [location, setLocation] = useState(store.history.location);
      useEffect(() => store.history.listen(({ location: next }) => setLocation(next)), []);
      return (
        <Router location={location} navigator={store.history}>
          {parts}
        </Router>
      );
    }
    render(router === 'shell' ? <ShellRouter store={store}>{parts}</ShellRouter> : <Plain />);
    return { go: (path: string) => act(() => store.history.push(path)), draws, heard };
  }

  it('under the console router, a selection draws its component only when it changes; a listener is called without drawing', () => {
    const { go, draws, heard } = renderAsking('shell');
    const before = { ...draws };
    go('/company/index/1/show');
    expect(draws).toEqual(before);
    go('/gov/index');
    expect(screen.getByTestId('selector')).toHaveTextContent('true');
    expect(draws).toEqual({ selector: before.selector + 1, listener: before.listener });
    go('/gov/index/2/show');
    expect(draws.selector).toBe(before.selector + 1);
    expect(heard).toEqual(['/company/index/1/show', '/gov/index', '/gov/index/2/show']);
  });

  it('under a plain react-router, both follow every navigation', () => {
    const { go, heard } = renderAsking('plain');
    go('/gov/index');
    expect(screen.getByTestId('selector')).toHaveTextContent('true');
    go('/company/index');
    expect(screen.getByTestId('selector')).toHaveTextContent('false');
    expect(heard).toEqual(['/gov/index', '/company/index']);
  });
});
