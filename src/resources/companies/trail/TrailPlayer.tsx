import { lazy, memo, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { Alert, Box, IconButton, Slider, ToggleButton, ToggleButtonGroup, Tooltip, Typography, useMediaQuery, useTheme } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import PauseIcon from '@mui/icons-material/Pause';
import ReplayIcon from '@mui/icons-material/Replay';
import { useScreenText } from '../panels/CallView';
import { TrailCanvas, type TrailCanvasHandle } from './TrailCanvas';
import type { MapPlace, TrailPoint } from './geometry';
import { SPEEDS, usePlayback } from './usePlayback';
import { coverage, type CoverageEntry, type CoverageTarget } from './coverage';
import { CoverageList, type CoverageRow } from './CoverageList';
import { amapConfigured } from '../../../maps/loadAmap';

// The AMap binding loads only when a key is configured; the script itself only on this screen.
const AmapTrail = lazy(() => import('./AmapTrail').then((m) => ({ default: m.AmapTrail })));

/** A check point of the company; one without a position cannot be placed or covered. */
export interface TrailCheckPoint {
  id: number;
  name: string;
  lng: number | null;
  lat: number | null;
  radius?: number | null;
}

/** A clock record of the day (admin/staff/staff-clock). */
export interface TrailClock {
  id: number;
  type: 'in' | 'out';
  time: string;
  lng: number | null;
  lat: number | null;
}

const placed = <T extends { lng: number | null; lat: number | null }>(p: T): p is T & { lng: number; lat: number } =>
  Number.isFinite(p.lng) && Number.isFinite(p.lat);
const NONE: readonly never[] = [];

/** The clock time of a `YYYY-MM-DD HH:mm:ss` point. */
const clock = (time: string | undefined) => (time ?? '').slice(11) || (time ?? '');

/** A check point inspected counts as reached, even where the phone's fixes missed its reach. */
function withInspections(entries: CoverageEntry[], inspected: ReadonlyMap<number, string> | null | undefined): CoverageRow[] {
  if (!inspected || inspected.size === 0) return entries;
  return entries.map((e) => {
    const at = inspected.get(e.id);
    return at ? { ...e, reached: true, inspectedAt: at } : e;
  });
}

interface ButtonsProps {
  playing: boolean;
  onPlay: () => void;
  onPause: () => void;
  onRestart: () => void;
  playLabel: string;
  pauseLabel: string;
  restartLabel: string;
}

// The controls that do not follow the marker are memoised: the player re-renders ten times a
// second while playing, and re-rendering a tooltip re-creates its popper (a forced layout).
const PlayButtons = memo(function PlayButtons({ playing, onPlay, onPause, onRestart, playLabel, pauseLabel, restartLabel }: ButtonsProps) {
  const label = playing ? pauseLabel : playLabel;
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="primary" onClick={playing ? onPause : onPlay} aria-label={label}>
          {playing ? <PauseIcon /> : <PlayArrowIcon />}
        </IconButton>
      </Tooltip>
      <Tooltip title={restartLabel}>
        <IconButton onClick={onRestart} aria-label={restartLabel}>
          <ReplayIcon />
        </IconButton>
      </Tooltip>
    </>
  );
});

const SpeedButtons = memo(function SpeedButtons({ speed, onSpeed, label }: { speed: number; onSpeed: (speed: number) => void; label: string }) {
  return (
    <ToggleButtonGroup size="small" exclusive value={speed} onChange={(_, value: number | null) => value && onSpeed(value)} aria-label={label}>
      {SPEEDS.map((s) => (
        <ToggleButton key={s} value={s} sx={{ px: 1 }}>
          {`${s}x`}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
});

interface TrailPlayerProps {
  points: readonly TrailPoint[];
  /** null: the check points could not be had (e.g. no right to see them): no coverage list. */
  checkPoints?: readonly TrailCheckPoint[] | null;
  clocks?: readonly TrailClock[];
  /** Check point id → when the person inspected it (today's trail): ticked whatever the trail shows. */
  inspected?: ReadonlyMap<number, string> | null;
}

/**
 * Plays a day's trail on the offline map: play / pause, 1x-16x, a scrubber with the point's
 * time; the company's check points and the day's clock-in places on the map, and the patrol's
 * coverage beside it (choosing a check point moves the playback to it).
 */
export default function TrailPlayer({ points, checkPoints: given = NONE, clocks = NONE, inspected }: TrailPlayerProps) {
  const checkPoints = given ?? NONE;
  const tr = useScreenText();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const canvas = useRef<TrailCanvasHandle>(null);
  const onFrame = useCallback((index: number) => canvas.current?.draw(index), []);
  const playback = usePlayback(points.length, onFrame);
  const [start, end, map] = [tr('trail.start'), tr('trail.end'), tr('trail.map')];
  const labels = useMemo(() => ({ start, end, map }), [start, end, map]);
  const { seek } = playback;
  const targets = useMemo(() => checkPoints.filter(placed) as CoverageTarget[], [checkPoints]);
  const entries = useMemo(() => withInspections(coverage(points, targets), inspected), [points, targets, inspected]);
  const [typeIn, typeOut] = [tr('staff.type_in'), tr('staff.type_out')];
  const places = useMemo<MapPlace[]>(
    () => [
      ...entries.map((e, i) => ({ key: `cp-${e.id}`, kind: e.reached ? ('reached' as const) : ('missed' as const), label: e.name, radius: e.radius, lng: targets[i]!.lng, lat: targets[i]!.lat })),
      ...clocks.filter(placed).map((c) => ({ key: `clock-${c.id}`, kind: 'clock' as const, label: `${c.type === 'in' ? typeIn : typeOut} ${clock(c.time)}`, lng: c.lng, lat: c.lat })),
    ],
    [entries, targets, clocks, typeIn, typeOut],
  );
  const height = narrow ? 300 : 440;
  const [renderer, setRenderer] = useState<'amap' | 'offline'>(amapConfigured() ? 'amap' : 'offline');
  const [amapFailed, setAmapFailed] = useState(false);
  const onAmapFail = useCallback((error: Error) => {
    console.warn('AMap unavailable, using the offline map:', error.message);
    setRenderer('offline');
    setAmapFailed(true);
  }, []);
  const restart = useCallback(() => seek(0), [seek]);
  const current = points[Math.round(playback.index)];
  const last = points.length - 1;
  const state = playback.playing ? 'playing' : playback.ended ? 'ended' : 'paused';

  return (
    <Box data-testid="trail-player" data-renderer={renderer} data-state={state} data-index={Math.round(playback.index)} data-count={points.length}>
      {points.length === 1 && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {tr('trail.single', { time: points[0]!.time })}
        </Alert>
      )}
      {amapFailed && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {tr('trail.amap_failed')}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: given === null ? 'minmax(0, 1fr)' : 'minmax(0, 1fr) 260px' }, gap: 1.5 }}>
        {renderer === 'amap' ? (
          <Suspense fallback={<Box sx={{ height }} />}>
            <AmapTrail ref={canvas} points={points} places={places} labels={labels} height={height} onFail={onAmapFail} />
          </Suspense>
        ) : (
          <TrailCanvas ref={canvas} points={points} places={places} labels={labels} height={height} />
        )}
        {given !== null && <CoverageList entries={entries} unplaced={checkPoints.length - targets.length} onSeek={seek} maxHeight={height} />}
      </Box>
      {points.length > 1 && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mt: 1 }}>
          <PlayButtons
            playing={playback.playing}
            onPlay={playback.play}
            onPause={playback.pause}
            onRestart={restart}
            playLabel={tr('trail.play')}
            pauseLabel={tr('trail.pause')}
            restartLabel={tr('trail.restart')}
          />
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
            // The slider eases its thumb and track over 150 ms: while playing it moves every
            // 100 ms, so the easing would run (style and layout) on every frame.
            sx={{ flex: '1 1 200px', minWidth: 160, mx: 1, ...(playback.playing && { '& .MuiSlider-thumb, & .MuiSlider-track': { transition: 'none' } }) }}
          />
          <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 70 }} data-testid="trail-time">
            {clock(current?.time)}
          </Typography>
          <SpeedButtons speed={playback.speed} onSpeed={playback.setSpeed} label={tr('trail.speed')} />
          <Typography variant="caption" color="text.secondary">
            {tr('trail.points', { smart_count: points.length })}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
