import type { ReactNode } from 'react';
import { Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';

/**
 * The page's <h1> for screen readers on the generic screens, whose visible title is the
 * breadcrumb's last crumb (custom screens show their own).
 */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <Typography component="h1" sx={visuallyHidden}>
      {children}
    </Typography>
  );
}
