import { createContext, createElement, useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRouterPlace } from '../shellRouter';
import { readSession } from '../../auth/session';
import { HOME_ROUTE } from '../navigation';
import { usePathInfoOf } from '../useNavRoutes';
import { keepScrollOf } from './scrollMemory';
import {
  destinationAfterClose,
  initialTags,
  isTrackedPath,
  loadTags,
  normalizePath,
  refreshPath,
  saveTags,
  tagsReducer,
  type VisitedTag,
} from './tags';

const AFFIXED: VisitedTag[] = [{ path: HOME_ROUTE.path, fullPath: HOME_ROUTE.path, affix: true }];

function sessionOwner(): string {
  const session = readSession();
  return String(session?.account ?? session?.id ?? session?.name ?? '');
}

/** The open tabs, and what can be done with them. */
export interface OpenTabs {
  tags: VisitedTag[];
  close: (path: string) => void;
  closeOthers: (path: string) => void;
  closeAll: () => void;
  refresh: (path: string) => void;
  /** Remembers the name of the record a tab shows. */
  setTitle: (path: string, title: string) => void;
}

const TabsContext = createContext<OpenTabs | null>(null);

/**
 * The tabs: one per visited route (added on every route change, spec §4), kept in
 * sessionStorage, with the navigation each action implies. Its value changes only with the tabs,
 * not on every navigation: the tags bar follows the page in the frame's own time, the screens
 * follow their tabs (TabScreens).
 */
export function TabsProvider({ children }: { children: ReactNode }) {
  const { location } = useRouterPlace();
  const navigate = useNavigate();
  const owner = useMemo(sessionOwner, []);
  const activePath = normalizePath(location.pathname);
  const fullPath = `${activePath}${location.search}`;
  const known = usePathInfoOf(activePath) !== null;
  const tracked = known && isTrackedPath(activePath);
  const [tags, dispatch] = useReducer(tagsReducer, undefined, () => {
    const kept = initialTags(AFFIXED, loadTags(owner));
    // The page the console opens on has its tab in the first draw, not in a second one.
    return tracked ? tagsReducer(kept, { type: 'visit', path: activePath, fullPath }) : kept;
  });
  // Read by the actions when they run: the value below stays the same between navigations.
  const now = useRef({ activePath, navigate });
  useEffect(() => {
    now.current = { activePath, navigate };
  });

  useEffect(() => {
    if (tracked) dispatch({ type: 'visit', path: activePath, fullPath });
  }, [tracked, activePath, fullPath]);

  useEffect(() => {
    saveTags(owner, tags);
    keepScrollOf(tags.map((t) => t.path));
  }, [owner, tags]);

  const value = useMemo<OpenTabs>(() => {
    const apply = (action: Parameters<typeof tagsReducer>[1], goTo?: string) => {
      const remaining = tagsReducer(tags, action);
      dispatch(action);
      const destination = goTo ?? destinationAfterClose(remaining, now.current.activePath);
      if (destination) now.current.navigate(destination);
    };
    return {
      tags,
      close: (path) => apply({ type: 'close', path }),
      closeOthers: (path) => {
        const tag = tags.find((t) => t.path === path);
        // Like the template: the tab kept open becomes the active one.
        apply({ type: 'closeOthers', path }, tag && path !== now.current.activePath ? tag.fullPath : undefined);
      },
      closeAll: () => apply({ type: 'closeAll' }),
      setTitle: (path, title) => dispatch({ type: 'title', path, title }),
      refresh: (path) => {
        const tag = tags.find((t) => t.path === path);
        now.current.navigate(refreshPath(tag?.fullPath ?? path), { replace: true });
      },
    };
  }, [tags]);
  return createElement(TabsContext.Provider, { value }, children);
}

/** The open tabs and their actions (inside TabsProvider). */
export function useOpenTabs(): OpenTabs {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error('useOpenTabs outside TabsProvider');
  return tabs;
}
