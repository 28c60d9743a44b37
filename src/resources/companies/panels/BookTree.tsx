import { useState } from 'react';
import { Box, CircularProgress, IconButton, List, ListItemButton, ListItemText } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useCall } from '../../../api/useCall';
import { CallView, useScreenText } from './CallView';

export interface Book {
  id: number;
  parent_id: number | null;
  name: string;
  year: number;
  type: string;
  children_count: number;
}

interface TreeProps {
  selectedId: number | null;
  onSelect: (book: Book) => void;
}

/** The children of one book, asked for (standing-book) only once it is expanded. */
function Children({ book, depth, ...props }: TreeProps & { book: Book; depth: number }) {
  const { data, error, isPending, refetch } = useCall<{ children: Book[] }>('admin/standing/standing-book', { id: book.id });
  if (isPending) return <CircularProgress size={16} sx={{ ml: depth * 3 + 2, my: 1 }} role="status" />;
  return (
    <CallView isPending={false} error={error} empty={false} onRetry={refetch}>
      <Nodes books={data?.children ?? []} depth={depth} {...props} />
    </CallView>
  );
}

function Node({ book, depth, ...props }: TreeProps & { book: Book; depth: number }) {
  const tr = useScreenText();
  const [open, setOpen] = useState(false);
  const hasChildren = book.children_count > 0;
  return (
    <Box component="li" role="treeitem" aria-expanded={hasChildren ? open : undefined} aria-selected={props.selectedId === book.id} sx={{ listStyle: 'none' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', pl: depth * 3 }}>
        {hasChildren ? (
          <IconButton size="small" onClick={() => setOpen(!open)} aria-label={tr(open ? 'standing.collapse' : 'standing.expand')}>
            {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
          </IconButton>
        ) : (
          <Box sx={{ width: 34 }} />
        )}
        <ListItemButton dense selected={props.selectedId === book.id} onClick={() => props.onSelect(book)} sx={{ borderRadius: 1 }}>
          <ListItemText
            primary={book.name}
            secondary={[String(book.year), tr(`standing.types.${book.type}`), hasChildren ? tr('standing.children', { smart_count: book.children_count }) : '']
              .filter(Boolean)
              .join(' · ')}
          />
        </ListItemButton>
      </Box>
      {open && hasChildren && <Children book={book} depth={depth + 1} {...props} />}
    </Box>
  );
}

function Nodes({ books, depth, ...props }: TreeProps & { books: readonly Book[]; depth: number }) {
  if (books.length === 0) return null;
  return (
    <List disablePadding role={depth === 0 ? 'tree' : 'group'} component="ul">
      {books.map((b) => (
        <Node key={b.id} book={b} depth={depth} {...props} />
      ))}
    </List>
  );
}

/** The books as an expandable tree; choosing one shows its entries beside it. */
export function BookTree({ roots, ...props }: TreeProps & { roots: readonly Book[] }) {
  return <Nodes books={roots} depth={0} {...props} />;
}
