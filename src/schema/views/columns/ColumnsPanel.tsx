import { useId, useRef } from 'react';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, Button, Checkbox, FormControlLabel, IconButton, List, ListItem, Popover, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { fieldLabel } from '../../labels';
import type { ResourceDef } from '../../types';
import type { ColumnChoiceState } from './columnChoice';

interface Props {
  open: boolean;
  anchor: HTMLElement | null;
  onClose: () => void;
  choice: ColumnChoiceState;
  def: ResourceDef;
}

/**
 * One line per column: a checkbox shows or hides it, arrows move it (keyboard and touch alike,
 * where dragging would leave both out). Changes apply at once.
 */
export default function ColumnsPanel({ open, anchor, onClose, choice, def }: Props) {
  const translate = useTranslate();
  const titleId = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const { order, hidden } = choice;
  const lastShown = order.length - hidden.length === 1;

  // A move to either end disables the arrow that was used: focus goes to the other one.
  const move = (source: string, step: -1 | 1) => {
    const to = order.indexOf(source) + step;
    choice.move(source, step);
    if (to === 0 || to === order.length - 1) buttons.current.get(`${source}:${-step}`)?.focus();
  };

  return (
    <Popover
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 320, maxWidth: 'calc(100vw - 32px)' } } }}
    >
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5 }}>
        {translate('listViews.columns.title')}
      </Typography>
      <List dense data-testid="columns-panel">
        {choice.ordered.map((field, index) => {
          const { source } = field;
          const label = translate(fieldLabel(def, field));
          const shown = !hidden.includes(source);
          return (
            <ListItem key={source} data-column={source} sx={{ py: 0, pr: 1 }}>
              <FormControlLabel
                sx={{ flex: 1, minWidth: 0, mr: 0, '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' } }}
                control={<Checkbox size="small" checked={shown} disabled={shown && lastShown} onChange={() => choice.toggle(source)} />}
                label={label}
              />
              <IconButton
                size="small"
                ref={(el) => void buttons.current.set(`${source}:-1`, el)}
                aria-label={translate('listViews.columns.move_up', { name: label })}
                disabled={index === 0}
                onClick={() => move(source, -1)}
              >
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                ref={(el) => void buttons.current.set(`${source}:1`, el)}
                aria-label={translate('listViews.columns.move_down', { name: label })}
                disabled={index === order.length - 1}
                onClick={() => move(source, 1)}
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
            </ListItem>
          );
        })}
      </List>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', px: 1, pb: 1 }}>
        {/* Never disabled: the focus stays on it after a reset. */}
        <Button size="small" onClick={choice.reset}>
          {translate('listViews.columns.reset')}
        </Button>
        <Button size="small" onClick={onClose}>
          {translate('listViews.close')}
        </Button>
      </Box>
    </Popover>
  );
}
