import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { act, memo, Profiler } from 'react';
import { Router, UNSAFE_createMemoryHistory as createMemoryHistory, useLocation } from 'react-router-dom';
import { PlainLink } from '../../src/widgets/PlainLink';

let linkRenders = 0;
const countRender = () => linkRenders++;
const Links = memo(function Links() {
  return (
    <Profiler id="links" onRender={countRender}>
      <PlainLink to="/gov/index">Governments</PlainLink>
      <PlainLink to="/company/index/7/show" state={{ _scrollToTop: true }}>
        A company
      </PlainLink>
    </Profiler>
  );
});
function Where() {
  const location = useLocation();
  return <output>{`${location.pathname} ${JSON.stringify(location.state)}`}</output>;
}

function renderAt(path: string) {
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const view = () => (
    <Router location={history.location} navigator={history}>
      <Links />
      <Where />
    </Router>
  );
  const result = render(view());
  history.listen(() => result.rerender(view()));
  return history;
}

describe('PlainLink, a link that does not read the location', () => {
  it('points at its path and navigates in the page on a plain click, with its state', () => {
    const history = renderAt('/company/index');
    expect(screen.getByRole('link', { name: 'Governments' })).toHaveAttribute('href', '/gov/index');
    fireEvent.click(screen.getByRole('link', { name: 'A company' }));
    expect(screen.getByRole('status')).toHaveTextContent('/company/index/7/show {"_scrollToTop":true}');
    expect(history.index).toBe(1);
  });

  it('replaces the entry when it points where the page already is, as react-router’s Link does', () => {
    const history = renderAt('/gov/index');
    fireEvent.click(screen.getByRole('link', { name: 'Governments' }));
    expect(history.index).toBe(0);
  });

  it('leaves a click with a modifier (a new tab or window) to the browser', () => {
    const history = renderAt('/company/index');
    fireEvent.click(screen.getByRole('link', { name: 'Governments' }), { ctrlKey: true });
    expect(history.location.pathname).toBe('/company/index');
  });

  it('is not drawn again when the location changes', () => {
    const history = renderAt('/company/index');
    linkRenders = 0;
    act(() => history.push('/warn/index'));
    expect(screen.getByRole('status')).toHaveTextContent('/warn/index');
    expect(linkRenders).toBe(0);
  });
});
