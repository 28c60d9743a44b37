import { LinearProgress } from '@mui/material';

/** The thin bar at the top while a page or its code loads. */
export function PageProgress() {
  return <LinearProgress sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000, height: 3 }} aria-hidden />;
}
