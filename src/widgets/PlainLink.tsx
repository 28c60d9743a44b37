import { forwardRef, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { UNSAFE_NavigationContext as NavigationContext } from 'react-router-dom';

type PlainLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; state?: unknown };

/**
 * A link to one of the console's own absolute paths that does not read the router's location,
 * unlike react-router's Link: the menu's and the tags bar's links, and a list's row links, would
 * all render again on every navigation. A plain left click navigates in the page (replacing the entry when the link points
 * where the page already is, as Link does); any other click is the browser's.
 */
export const PlainLink = forwardRef<HTMLAnchorElement, PlainLinkProps>(function PlainLink({ to, state, onClick, target, ...rest }, ref) {
  const { navigator } = useContext(NavigationContext);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self') || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    const here = (navigator as { location?: { pathname: string; search: string } }).location;
    if (here && `${here.pathname}${here.search}` === to) navigator.replace(to, state);
    else navigator.push(to, state);
  };
  return <a {...rest} ref={ref} href={navigator.createHref(to)} target={target} onClick={follow} />;
});
