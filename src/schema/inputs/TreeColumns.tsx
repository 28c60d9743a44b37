import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Button, CircularProgress, ListItemText, MenuItem, MenuList, Typography } from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslate } from 'react-admin';
import type { TreeSource } from '../types';
import { loadLevel, type TreeChoice, type TreeNode } from './treeData';

interface Column {
  parent: number | null;
  state: 'loading' | 'ready' | 'failed';
  nodes: TreeNode[];
}

interface Props {
  source: TreeSource;
  /** Ids from the root down to the current value, opened on start. */
  openPath: readonly number[];
  selectedId: number | null;
  /** `leaf`: nothing lies below, so the picker may close. */
  onPick: (path: TreeChoice['path'], leaf: boolean) => void;
  label: string;
}

/**
 * The levels of a tree side by side, each fetched when its parent is opened. Arrow keys move
 * within a level, → opens the next one, ← goes back, Enter or a click chooses.
 */
export function TreeColumns({ source, openPath, selectedId, onPick, label }: Props) {
  const translate = useTranslate();
  const [columns, setColumns] = useState<Column[]>([{ parent: null, state: 'loading', nodes: [] }]);
  const [active, setActive] = useState<TreeNode[]>([]);
  const [focusDepth, setFocusDepth] = useState(0);
  const live = useRef(true);

  async function fill(depth: number, parent: number | null): Promise<TreeNode[] | null> {
    setColumns((cols) => [...cols.slice(0, depth), { parent, state: 'loading', nodes: [] }]);
    try {
      const nodes = await loadLevel(source, parent);
      if (live.current) setColumns((cols) => (cols[depth]?.parent === parent ? [...cols.slice(0, depth), { parent, state: 'ready', nodes }] : cols));
      return nodes;
    } catch {
      if (live.current) setColumns((cols) => (cols[depth]?.parent === parent ? [...cols.slice(0, depth), { parent, state: 'failed', nodes: [] }] : cols));
      return null;
    }
  }

  // Opens the roots, then walks down the current value's path so that it shows where it sits.
  useEffect(() => {
    live.current = true;
    void (async () => {
      let nodes = await fill(0, null);
      const trail: TreeNode[] = [];
      for (const [depth, id] of openPath.entries()) {
        const node = nodes?.find((n) => n.id === id);
        if (!node || !live.current) break;
        trail.push(node);
        setActive([...trail]);
        if (!node.has_children || depth === openPath.length - 1) break;
        nodes = await fill(depth + 1, node.id);
      }
    })();
    return () => {
      live.current = false;
    };
    // Runs once per opening: the picker is mounted fresh each time it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function open(depth: number, node: TreeNode, focusNext: boolean) {
    setActive((trail) => [...trail.slice(0, depth), node]);
    if (!node.has_children) {
      setColumns((cols) => cols.slice(0, depth + 1));
      return [];
    }
    const children = await fill(depth + 1, node.id);
    if (focusNext && children && children.length > 0) setFocusDepth(depth + 1);
    return children;
  }

  function choose(depth: number, node: TreeNode) {
    const path = [...active.slice(0, depth), node].map(({ id, name }) => ({ id, name }));
    onPick(path, !node.has_children);
    void open(depth, node, false);
  }

  function onKeyDown(event: KeyboardEvent, depth: number, node: TreeNode) {
    if (event.key === 'ArrowRight' && node.has_children) {
      event.preventDefault();
      void open(depth, node, true);
    } else if (event.key === 'ArrowLeft' && depth > 0) {
      event.preventDefault();
      setFocusDepth(depth - 1);
    }
  }

  return (
    <Box sx={{ display: 'flex', maxWidth: '90vw', overflowX: 'auto' }}>
      {columns.map((column, depth) => (
        <Box
          key={`${depth}-${column.parent ?? 'root'}`}
          sx={{ minWidth: 160, maxWidth: 220, maxHeight: 320, overflowY: 'auto', borderLeft: depth > 0 ? 1 : 0, borderColor: 'divider' }}
        >
          {column.state === 'loading' && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2 }} role="status">
              <CircularProgress size={16} />
              <Typography variant="body2">{translate('schema.tree.loading')}</Typography>
            </Box>
          )}
          {column.state === 'failed' && (
            <Box sx={{ p: 2 }} role="alert">
              <Typography variant="body2" color="error" gutterBottom>
                {translate('app.tree.load_failed')}
              </Typography>
              <Button size="small" onClick={() => void fill(depth, column.parent)}>
                {translate('schema.tree.retry')}
              </Button>
            </Box>
          )}
          {column.state === 'ready' && column.nodes.length === 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
              {translate('schema.tree.empty')}
            </Typography>
          )}
          {column.state === 'ready' && column.nodes.length > 0 && (
            <MenuList
              dense
              role="listbox"
              aria-label={depth === 0 ? translate(label) : translate('schema.tree.level', { level: depth + 1 })}
              autoFocusItem={focusDepth === depth}
            >
              {column.nodes.map((node) => {
                const onPath = active[depth]?.id === node.id;
                return (
                  <MenuItem
                    key={node.id}
                    role="option"
                    aria-selected={node.id === selectedId}
                    selected={onPath}
                    onClick={() => choose(depth, node)}
                    onKeyDown={(e) => onKeyDown(e, depth, node)}
                  >
                    <ListItemText primary={node.name} slotProps={{ primary: { fontWeight: node.id === selectedId ? 600 : undefined } }} />
                    {!!node.has_children && <ChevronRightIcon fontSize="small" color="action" />}
                  </MenuItem>
                );
              })}
            </MenuList>
          )}
        </Box>
      ))}
    </Box>
  );
}
