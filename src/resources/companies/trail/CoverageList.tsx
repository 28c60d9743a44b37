import { memo } from 'react';
import { Box, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useScreenText } from '../panels/CallView';
import type { CoverageEntry } from './coverage';
import { PLACE_COLORS } from './draw';

const clock = (time: string | null) => (time ?? '').slice(11);

/** A check point's coverage, and when the person inspected it (its QR code scanned), if they did. */
export type CoverageRow = CoverageEntry & { inspectedAt?: string };

interface CoverageListProps {
  entries: readonly CoverageRow[];
  /** Check points of the company without a position: they cannot be covered. */
  unplaced: number;
  onSeek: (index: number) => void;
  maxHeight: number;
}

/**
 * The patrol's coverage beside the map: each check point reached (with the moment it was first
 * reached) or missed (with how close the trail came). Choosing one moves the playback there.
 */
export const CoverageList = memo(function CoverageList({ entries, unplaced, onSeek, maxHeight }: CoverageListProps) {
  const tr = useScreenText();
  const reached = entries.filter((e) => e.reached).length;
  return (
    <Box component="section" aria-labelledby="trail-coverage-title" data-testid="trail-coverage" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, maxHeight: { md: maxHeight } }}>
      <Typography id="trail-coverage-title" variant="subtitle2" component="h3" sx={{ px: 1, pb: 0.5 }}>
        {tr('trail.coverage', { reached, total: entries.length })}
      </Typography>
      {entries.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
          {tr('trail.no_check_points')}
        </Typography>
      ) : (
        <List dense disablePadding sx={{ overflowY: 'auto', maxHeight: { xs: 260, md: 'none' } }}>
          {entries.map((e) => (
            <ListItem key={e.id} disablePadding>
              <ListItemButton disabled={e.index === null} onClick={() => e.index !== null && onSeek(e.index)} data-reached={e.reached} data-inspected={!!e.inspectedAt} sx={{ borderRadius: 1 }}>
                <ListItemIcon sx={{ minWidth: 32 }}>
                  {e.reached ? <CheckCircleIcon fontSize="small" sx={{ color: PLACE_COLORS.reached }} /> : <RadioButtonUncheckedIcon fontSize="small" sx={{ color: PLACE_COLORS.missed }} />}
                </ListItemIcon>
                <ListItemText
                  primary={e.name}
                  secondary={
                    e.inspectedAt
                      ? tr('trail.inspected_at', { time: clock(e.inspectedAt) })
                      : e.reached
                      ? tr('trail.reached_at', { time: clock(e.time) })
                      : e.closest === null
                        ? tr('trail.missed')
                        : tr('trail.missed_by', { metres: Math.round(e.closest), radius: e.radius })
                  }
                  slotProps={{ primary: { noWrap: true } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {unplaced > 0 && (
        <Typography variant="caption" color="text.secondary" sx={{ px: 1, pt: 0.5 }}>
          {tr('trail.unplaced', { smart_count: unplaced })}
        </Typography>
      )}
    </Box>
  );
});
