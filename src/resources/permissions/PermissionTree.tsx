import { useId, useMemo, useState, type ReactNode } from 'react';
import { Box, Button, Checkbox, IconButton, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { useLocaleState, useTranslate } from 'react-admin';
import { buildTree, checkState, checkedLeaves, filterTree, flatten, permissionTitle, toggle, type Permission, type PermissionNode } from './tree';

export interface PermissionTreeProps {
  permissions: readonly Permission[];
  /** Checked permission ids. With `onChange` every node gets a checkbox. */
  value?: readonly number[];
  onChange?: (ids: number[]) => void;
  /** Leaves that cannot be changed (permissions the user may not grant). */
  locked?: ReadonlySet<number>;
  disabled?: boolean;
  /** Shown at the end of a node's row (e.g. the roles holding it). */
  renderExtra?: (node: PermissionNode) => ReactNode;
  /** The accessible name of the tree (translated). */
  label: string;
}

const T = 'resources.permissions.tree';

/** Shows a permission's title in the user's language, as the server words it. */
export function usePermissionTitle() {
  const [language] = useLocaleState();
  return (node: Pick<Permission, 'title' | 'titles'>) => permissionTitle(node, language);
}

interface RowContext {
  checkable: boolean;
  checked: ReadonlySet<number>;
  locked: ReadonlySet<number>;
  disabled: boolean;
  isOpen: (node: PermissionNode) => boolean;
  isVisible: (node: PermissionNode) => boolean;
  /** Marks the rows a search found. */
  isMatch: (node: PermissionNode) => boolean;
  onToggleOpen: (node: PermissionNode) => void;
  onCheck: (node: PermissionNode) => void;
  renderExtra?: (node: PermissionNode) => ReactNode;
  title: (node: PermissionNode) => string;
}

function TreeRow({ node, depth, ctx }: { node: PermissionNode; depth: number; ctx: RowContext }) {
  const translate = useTranslate();
  const childrenId = useId();
  const inputId = useId();
  const hasChildren = node.children.length > 0;
  const open = hasChildren && ctx.isOpen(node);
  const state = checkState(node, ctx.checked);
  const title = ctx.title(node);
  const frozen = ctx.disabled || node.leaves.every((id) => ctx.locked.has(id));
  return (
    <Box component="li" sx={{ listStyle: 'none', breakInside: 'avoid' }} data-permission={node.name}>
      <Stack direction="row" sx={{ alignItems: 'center', minHeight: 40, pl: depth * 3, gap: 0.5, '&:hover': { bgcolor: 'action.hover' } }}>
        {hasChildren ? (
          <IconButton
            size="small"
            aria-expanded={open}
            aria-controls={childrenId}
            aria-label={translate(`${T}.toggle`, { title })}
            onClick={() => ctx.onToggleOpen(node)}
          >
            {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
          </IconButton>
        ) : (
          <Box sx={{ width: 34, flexShrink: 0 }} />
        )}
        {ctx.checkable && (
          <Checkbox
            size="small"
            checked={state === 'checked'}
            indeterminate={state === 'indeterminate'}
            disabled={frozen}
            onChange={() => ctx.onCheck(node)}
            // The native mixed state, so that assistive technology announces "partially checked".
            inputRef={(input: HTMLInputElement | null) => {
              if (input) input.indeterminate = state === 'indeterminate';
            }}
            slotProps={{ input: { id: inputId } }}
            sx={{ p: 0.75 }}
          />
        )}
        <Box
          component={ctx.checkable ? 'label' : 'span'}
          htmlFor={ctx.checkable ? inputId : undefined}
          sx={{ flexGrow: 1, minWidth: 0, cursor: ctx.checkable && !frozen ? 'pointer' : 'default', py: 0.5 }}
        >
          <Typography
            component={ctx.isMatch(node) ? 'mark' : 'span'}
            variant="body2"
            sx={{ fontWeight: hasChildren ? 600 : 400, mr: 1, bgcolor: ctx.isMatch(node) ? 'warning.light' : undefined, color: ctx.isMatch(node) ? 'common.black' : undefined, borderRadius: 0.5, px: ctx.isMatch(node) ? 0.5 : 0 }}
          >
            {title}
          </Typography>{' '}
          <Typography component="span" variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
            {node.name}
          </Typography>
        </Box>
        {ctx.renderExtra?.(node)}
      </Stack>
      {hasChildren && open && (
        <Box component="ul" id={childrenId} aria-label={title} sx={{ m: 0, p: 0 }}>
          {node.children.filter(ctx.isVisible).map((child) => (
            <TreeRow key={child.id} node={child} depth={depth + 1} ctx={ctx} />
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * The permission tree: groups with their permissions, each shown with its title and key.
 * With `onChange` it is a tree of checkboxes: a group checks all its permissions and shows a
 * half-checked box when only some are chosen. A search box narrows it; all can be opened or closed.
 */
export function PermissionTree({ permissions, value = [], onChange, locked, disabled = false, renderExtra, label }: PermissionTreeProps) {
  const translate = useTranslate();
  const title = usePermissionTitle();
  const roots = useMemo(() => buildTree(permissions), [permissions]);
  const groups = useMemo(() => flatten(roots).filter((node) => node.children.length > 0), [roots]);
  const [closed, setClosed] = useState<ReadonlySet<number>>(new Set());
  const [query, setQuery] = useState('');
  const filter = useMemo(() => filterTree(roots, query, title), [roots, query, title]);
  const checked = useMemo(() => new Set(value), [value]);
  const noLocks = useMemo(() => new Set<number>(), []);
  const totalLeaves = roots.reduce((sum, root) => sum + root.leaves.length, 0);
  const chosen = checkedLeaves(roots, checked).length;

  const ctx: RowContext = {
    checkable: !!onChange,
    checked,
    locked: locked ?? noLocks,
    disabled,
    isOpen: (node) => !closed.has(node.id),
    isVisible: (node) => filter.visible.has(node.id),
    isMatch: (node) => query.trim() !== '' && filter.matches.has(node.id),
    onToggleOpen: (node) => {
      const next = new Set(closed);
      if (next.has(node.id)) next.delete(node.id);
      else next.add(node.id);
      setClosed(next);
    },
    onCheck: (node) => onChange?.(checkedLeaves(roots, toggle(node, checked, locked))),
    renderExtra,
    title,
  };

  const visibleRoots = roots.filter(ctx.isVisible);
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' }, mb: 1.5 }}>
        <TextField
          size="small"
          type="search"
          label={translate(`${T}.search`)}
          value={query}
          onChange={(event) => {
            // A new search opens every group again, so that each match can be seen.
            setQuery(event.target.value);
            setClosed(new Set());
          }}
          sx={{ minWidth: { sm: 260 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button size="small" startIcon={<UnfoldMoreIcon />} onClick={() => setClosed(new Set())}>
            {translate(`${T}.expand_all`)}
          </Button>
          <Button size="small" startIcon={<UnfoldLessIcon />} onClick={() => setClosed(new Set(groups.map((g) => g.id)))}>
            {translate(`${T}.collapse_all`)}
          </Button>
        </Stack>
        {onChange && (
          <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }} aria-live="polite">
            {translate(`${T}.chosen`, { smart_count: chosen, total: totalLeaves })}
          </Typography>
        )}
      </Stack>
      {visibleRoots.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {translate(permissions.length === 0 ? `${T}.empty` : `${T}.no_match`)}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={label}
          sx={{ m: 0, p: 0, columnGap: 3, columnCount: { xs: 1, lg: 2 }, '& > li': { mb: 1 } }}
        >
          {visibleRoots.map((root) => (
            <TreeRow key={root.id} node={root} depth={0} ctx={ctx} />
          ))}
        </Box>
      )}
    </Box>
  );
}
