import { useRef, useState, type KeyboardEvent } from 'react';
import { IconButton, InputAdornment, Popover, TextField } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ClearIcon from '@mui/icons-material/Clear';
import { useInput, useRecordContext, useTranslate, ValidationError, type Validator } from 'react-admin';
import type { FieldDef, ResourceDef } from '../types';
import { TreeColumns } from './TreeColumns';
import { recallChoice, rememberChoice, type TreeChoice } from './treeData';

export type { TreeNode } from './treeData';

interface Props {
  def: ResourceDef;
  field: FieldDef;
  label: string;
  validate?: Validator[];
  /** `filter`: a compact input for a list's filter bar. */
  variant?: 'form' | 'filter';
  /** Read by react-admin's filter form from the element; not used here. */
  source?: string;
  alwaysOn?: boolean;
}

function toId(value: unknown): number | null {
  const id = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * A choice in a tree (e.g. province -> city -> district) whose levels are fetched only when
 * opened. Works as a form input and as a list filter; the value is the chosen node's id, at
 * any level. Shows the current value (its path when known), and clears with one button.
 */
export default function TreeInput({ field, label, validate, variant = 'form' }: Props) {
  const translate = useTranslate();
  const record = useRecordContext<Record<string, unknown>>();
  const tree = field.tree!;
  const { field: input, fieldState, isRequired, id } = useInput({ source: field.source, validate });
  const [path, setPath] = useState<TreeChoice['path'] | undefined>();
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);

  const value = toId(input.value);
  const knownPath = value === null ? undefined : path?.at(-1)?.id === value ? path : recallChoice(tree, value);
  const recordName = value !== null && record && toId(record[field.source]) === value && tree.display ? record[tree.display] : undefined;
  const text = knownPath
    ? knownPath.map((p) => p.name).join(' / ')
    : recordName !== undefined && recordName !== null
      ? String(recordName)
      : value !== null
        ? `#${value}`
        : '';

  function pick(chosen: TreeChoice['path'], leaf: boolean) {
    const node = chosen.at(-1);
    if (!node) return;
    setPath(chosen);
    rememberChoice(tree, { id: node.id, path: chosen });
    input.onChange(node.id);
    if (leaf) setOpen(false);
  }

  function clear() {
    setPath(undefined);
    input.onChange(null);
    input.onBlur();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (['Enter', ' ', 'ArrowDown'].includes(event.key)) {
      event.preventDefault();
      setOpen(true);
    } else if ((event.key === 'Delete' || event.key === 'Backspace') && value !== null) {
      event.preventDefault();
      clear();
    }
  }

  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  const popupId = `${id}-tree`;

  return (
    <>
      <TextField
        ref={anchor}
        id={id}
        label={translate(label)}
        required={isRequired}
        value={text}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={input.onBlur}
        error={!!error}
        helperText={error ? <ValidationError error={error} /> : variant === 'form' ? ' ' : undefined}
        margin="dense"
        // In a filter bar it matches react-admin's compact filter inputs.
        size={variant === 'filter' ? 'small' : undefined}
        fullWidth={variant === 'form'}
        sx={{ minWidth: variant === 'filter' ? 200 : 280, maxWidth: variant === 'filter' ? 320 : undefined }}
        slotProps={{
          htmlInput: {
            readOnly: true,
            role: 'combobox',
            'aria-haspopup': 'listbox',
            'aria-expanded': open,
            'aria-controls': open ? popupId : undefined,
            style: { cursor: 'pointer', textOverflow: 'ellipsis' },
          },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                {value !== null && (
                  <IconButton
                    size="small"
                    aria-label={translate('schema.tree.clear')}
                    onClick={(e) => {
                      e.stopPropagation();
                      clear();
                    }}
                  >
                    <ClearIcon fontSize="small" />
                  </IconButton>
                )}
                <ArrowDropDownIcon color="action" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover
        id={popupId}
        open={open}
        anchorEl={anchor.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        {open && <TreeColumns source={tree} openPath={knownPath?.map((p) => p.id) ?? []} selectedId={value} onPick={pick} label={label} />}
      </Popover>
    </>
  );
}
