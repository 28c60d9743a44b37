import { useCallback, useMemo, useRef } from 'react';
import { Alert, Box, IconButton, Slider, ToggleButton, ToggleButtonGroup, Tooltip, Typography, useMediaQuery, useTheme } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import PauseIcon from '@mui/icons-material/Pause';
import ReplayIcon from '@mui/icons-material/Replay';
import { useScreenText } from '../panels/shared';
import { TrailCanvas, type TrailCanvasHandle } from './TrailCanvas';
import type { TrailPoint } from './geometry';
import { SPEEDS, usePlayback } from './usePlayback';

/** The clock time of a `YYYY-MM-DD HH:mm:ss` point. */
const clock = (time: string | undefined) => (time ?? '').slice(11) || (time ?? '');

/** Plays a day's trail on the offline map: play / pause, 1x-16x, a scrubber with the point's time. */
export default function TrailPlayer({ points }: { points: readonly TrailPoint[] }) {
  const tr = useScreenText();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const canvas = useRef<TrailCanvasHandle>(null);
  const onFrame = useCallback((index: number) => canvas.current?.draw(index), []);
  const playback = usePlayback(points.length, onFrame);
  const labels = useMemo(() => ({ start: tr('trail.start'), end: tr('trail.end'), map: tr('trail.map') }), [tr]);
  const current = points[Math.round(playback.index)];
  const last = points.length - 1;
  const state = playback.playing ? 'playing' : playback.ended ? 'ended' : 'paused';

  return (
    <Box data-testid="trail-player" data-state={state} data-index={Math.round(playback.index)} data-count={points.length}>
      {points.length === 1 && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {tr('trail.single', { time: points[0]!.time })}
        </Alert>
      )}
      <TrailCanvas ref={canvas} points={points} labels={labels} height={narrow ? 300 : 440} />
      {points.length > 1 && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mt: 1 }}>
          <Tooltip title={tr(playback.playing ? 'trail.pause' : 'trail.play')}>
            <IconButton color="primary" onClick={playback.playing ? playback.pause : playback.play} aria-label={tr(playback.playing ? 'trail.pause' : 'trail.play')}>
              {playback.playing ? <PauseIcon /> : <PlayArrowIcon />}
            </IconButton>
          </Tooltip>
          <Tooltip title={tr('trail.restart')}>
            <IconButton onClick={() => playback.seek(0)} aria-label={tr('trail.restart')}>
              <ReplayIcon />
            </IconButton>
          </Tooltip>
          <Slider
            size="small"
            min={0}
            max={last}
            step={1}
            value={Math.round(playback.index)}
            onChange={(_, value) => playback.seek(value as number)}
            aria-label={tr('trail.position')}
            getAriaValueText={(v) => points[v]?.time ?? ''}
            valueLabelDisplay="auto"
            valueLabelFormat={(v) => clock(points[v]?.time)}
            sx={{ flex: '1 1 200px', minWidth: 160, mx: 1 }}
          />
          <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 70 }} data-testid="trail-time">
            {clock(current?.time)}
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={playback.speed}
            onChange={(_, value: number | null) => value && playback.setSpeed(value)}
            aria-label={tr('trail.speed')}
          >
            {SPEEDS.map((s) => (
              <ToggleButton key={s} value={s} sx={{ px: 1 }}>
                {`${s}x`}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Typography variant="caption" color="text.secondary">
            {tr('trail.points', { count: points.length })}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
