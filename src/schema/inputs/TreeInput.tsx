import { useEffect, useState } from 'react';
import { Box, Chip, FormHelperText, MenuItem, Stack, TextField } from '@mui/material';
import { useInput, useRecordContext, useTranslate, type Validator } from 'react-admin';
import { call } from '../../api';
import type { FieldDef, ResourceDef } from '../types';

export interface TreeNode {
  id: number;
  name: string;
  parent_id: number | null;
  has_children: boolean | number;
}

interface Props {
  def: ResourceDef;
  field: FieldDef;
  label: string;
  validate?: Validator[];
}

/**
 * A tree choice (e.g. province -> city -> district) as cascading selects whose levels are
 * fetched only when their parent is chosen. The value is the deepest chosen node's id.
 */
export default function TreeInput({ field, label, validate }: Props) {
  const translate = useTranslate();
  const record = useRecordContext<Record<string, unknown>>();
  const { field: input, fieldState, isRequired } = useInput({ source: field.source, validate });
  const [levels, setLevels] = useState<TreeNode[][]>([]);
  const [path, setPath] = useState<TreeNode[]>([]);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState(!input.value);
  const tree = field.tree!;

  async function load(parent: number | null): Promise<TreeNode[] | null> {
    try {
      setFailed(false);
      return await call<TreeNode[]>(tree.endpoint, parent === null ? {} : { [tree.parentParam]: parent });
    } catch {
      setFailed(true);
      return null;
    }
  }

  useEffect(() => {
    if (!editing || levels.length > 0) return;
    let live = true;
    void load(null).then((roots) => live && roots && setLevels([roots]));
    return () => {
      live = false;
    };
    // load depends only on the tree source, which never changes for a field
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editing, levels.length]);

  async function choose(depth: number, id: number) {
    const node = levels[depth]?.find((n) => n.id === id);
    if (!node) return;
    const nextPath = [...path.slice(0, depth), node];
    setPath(nextPath);
    input.onChange(node.id);
    const kept = levels.slice(0, depth + 1);
    if (node.has_children) {
      const children = await load(node.id);
      setLevels(children && children.length > 0 ? [...kept, children] : kept);
    } else {
      setLevels(kept);
    }
  }

  const current = tree.display ? record?.[tree.display] : undefined;
  const error = fieldState.error?.message;
  const labelText = `${translate(label)}${isRequired ? ' *' : ''}`;

  if (!editing) {
    return (
      <Box sx={{ my: 1 }}>
        <Chip label={`${labelText}: ${String(current ?? input.value)}`} onDelete={() => setEditing(true)} deleteIcon={undefined} onClick={() => setEditing(true)} />
      </Box>
    );
  }

  return (
    <Box sx={{ my: 1 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {levels.map((options, depth) => (
          <TextField
            key={depth}
            select
            size="small"
            label={depth === 0 ? labelText : translate('app.tree.next_level')}
            value={path[depth]?.id ?? ''}
            onChange={(e) => void choose(depth, Number(e.target.value))}
            onBlur={input.onBlur}
            error={!!error && depth === 0}
            sx={{ minWidth: 160 }}
          >
            {options.map((node) => (
              <MenuItem key={node.id} value={node.id}>
                {node.name}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Stack>
      {failed && <FormHelperText error>{translate('app.tree.load_failed')}</FormHelperText>}
      {error && <FormHelperText error>{translate(error, { _: error })}</FormHelperText>}
    </Box>
  );
}
