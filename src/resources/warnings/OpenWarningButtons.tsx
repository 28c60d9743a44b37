import TimelineIcon from '@mui/icons-material/Timeline';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { IconButton, Stack, Tooltip } from '@mui/material';
import type { MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { openedFrom, warningPath, type WarningView } from './paths';

const stop = (event: MouseEvent) => event.stopPropagation();

/** Links to a warning's two views; they remember this list page for the back button. */
export function OpenWarningButtons({ id, views = ['detail', 'handling'] }: { id: number; views?: readonly WarningView[] }) {
  const translate = useTranslate();
  const location = useLocation();
  const icons = { detail: <VisibilityIcon />, handling: <TimelineIcon /> };
  return (
    <Stack direction="row" sx={{ gap: 0.25, justifyContent: 'flex-end' }}>
      {views.map((view) => {
        const label = translate(`resources.warnings.list.${view}`);
        return (
          <Tooltip key={view} title={label}>
            <IconButton size="small" color="primary" aria-label={label} component={Link} to={warningPath(id, view)} state={openedFrom(location)} onClick={stop}>
              {icons[view]}
            </IconButton>
          </Tooltip>
        );
      })}
    </Stack>
  );
}
