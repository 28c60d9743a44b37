import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { sameValue } from '../../dataProvider/versions';
import { fieldLabel } from '../labels';
import type { ResourceDef } from '../types';
import { ConflictValue } from './ConflictValue';

/** What changed in a record since it was shown, field by field: "Phone: 138… → 139…". */
export function StaleChanges({ def, before, after }: { def: ResourceDef; before: Record<string, unknown>; after: Record<string, unknown> }) {
  const translate = useTranslate();
  const fields = def.fields.filter((f) => f.type !== 'password' && f.form !== false && f.source in before && f.source in after && !sameValue(before[f.source], after[f.source]));
  if (fields.length === 0) return null;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, columnGap: 2, rowGap: 0.5 }} data-testid="stale-changes">
      {fields.map((field) => (
        <Box key={field.source} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            {translate(fieldLabel(def, field))}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
            {/* A list of ids is shown as what was added and taken away. */}
            {!field.reference?.multiple && (
              <>
                <ConflictValue def={def} field={field} value={before[field.source]} from={before[field.source]} record={before} />
                {' → '}
              </>
            )}
            <ConflictValue def={def} field={field} value={after[field.source]} from={before[field.source]} record={after} />
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
