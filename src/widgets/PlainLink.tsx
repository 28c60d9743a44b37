import { forwardRef, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { UNSAFE_NavigationContext as NavigationContext } from 'react-router-dom';

type PlainLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; state?: unknown };

/** A left click without a modifier: one that stays in this page (not a new tab or window). */
export const isPlainClick = (event: MouseEvent) =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * A link to one of the console's own absolute paths that does not read the router's location,
 * unlike react-router's Link: the menu's and the tags bar's links, and a list's row links, would
 * all render again on every navigation. A plain click navigates in the page (replacing the entry
 * when the link points where the page already is, as Link does); any other is the browser's.
 */
export const PlainLink = forwardRef<HTMLAnchorElement, PlainLinkProps>(function PlainLink({ to, state, onClick, target, ...rest }, ref) {
  const { navigator } = useContext(NavigationContext);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event) || (target && target !== '_self')) return;
    event.preventDefault();
    const here = (navigator as { location?: { pathname: string; search: string } }).location;
    if (here && `${here.pathname}${here.search}` === to) navigator.replace(to, state);
    else navigator.push(to, state);
  };
  return <a {...rest} ref={ref} href={navigator.createHref(to)} target={target} onClick={follow} />;
});
