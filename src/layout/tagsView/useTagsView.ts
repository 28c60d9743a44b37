import { useCallback, useEffect, useMemo, useReducer } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
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

export interface TagsViewState {
  tags: VisitedTag[];
  activePath: string;
  close: (path: string) => void;
  closeOthers: (path: string) => void;
  closeAll: () => void;
  refresh: (path: string) => void;
  /** Remembers the name of the record a tab shows. */
  setTitle: (path: string, title: string) => void;
}

/**
 * The tabs: one per visited route (added on every route change, spec §4), kept in
 * sessionStorage, with the navigation each action implies.
 */
export function useTagsView(): TagsViewState {
  const location = useLocation();
  const navigate = useNavigate();
  const owner = useMemo(sessionOwner, []);
  const [tags, dispatch] = useReducer(tagsReducer, undefined, () => initialTags(AFFIXED, loadTags(owner)));
  const activePath = normalizePath(location.pathname);
  const fullPath = `${activePath}${location.search}`;
  const known = usePathInfoOf(activePath) !== null;

  useEffect(() => {
    if (known && isTrackedPath(activePath)) dispatch({ type: 'visit', path: activePath, fullPath });
  }, [known, activePath, fullPath]);

  useEffect(() => {
    saveTags(owner, tags);
    keepScrollOf(tags.map((t) => t.path));
  }, [owner, tags]);

  const apply = useCallback(
    (action: Parameters<typeof tagsReducer>[1], goTo?: string) => {
      const remaining = tagsReducer(tags, action);
      dispatch(action);
      const destination = goTo ?? destinationAfterClose(remaining, activePath);
      if (destination) navigate(destination);
    },
    [tags, activePath, navigate],
  );

  const setTitle = useCallback((path: string, title: string) => dispatch({ type: 'title', path, title }), []);

  return {
    tags,
    activePath,
    close: (path) => apply({ type: 'close', path }),
    closeOthers: (path) => {
      const tag = tags.find((t) => t.path === path);
      // Like the template: the tab kept open becomes the active one.
      apply({ type: 'closeOthers', path }, tag && path !== activePath ? tag.fullPath : undefined);
    },
    closeAll: () => apply({ type: 'closeAll' }),
    setTitle,
    refresh: (path) => {
      const tag = tags.find((t) => t.path === path);
      navigate(refreshPath(tag?.fullPath ?? path), { replace: true });
    },
  };
}
