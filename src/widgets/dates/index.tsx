import { TextField } from '@mui/material';
import { onDemand } from '../../loading/onDemand';
import type { DateFieldProps } from './types';

export type { DateFieldProps } from './types';

/**
 * The day input every screen uses (see DateField). The picker library loads with the first date
 * input shown; until then an empty, disabled field of the same size holds its place.
 */
export const DateField = onDemand(
  () => import('./DateField'),
  ({ label, size = 'small', sx }: DateFieldProps) => <TextField label={label} size={size} sx={sx} disabled value="" slotProps={{ inputLabel: { shrink: true } }} />,
);
