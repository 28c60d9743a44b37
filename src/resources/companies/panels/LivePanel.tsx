import { useEffect, useMemo, useState } from 'react';
import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useCall } from '../../../api/useCall';
import type { AnswerOf } from '../../../api/contract';
import { onLiveEvent } from '../../../live/liveHub';
import { CallView, useScreenText } from './CallView';
import { PositionMap, type PlacedPosition } from './PositionMap';

type Position = AnswerOf<'admin/staff/staff-positions'>[number];

const FRESH_MS = 5 * 60_000;
const RECENT_MS = 60 * 60_000;

/** `YYYY-MM-DD HH:mm:ss` in server time, read as this browser's local time (the console's convention). */
const timeOf = (at: string) => new Date(at.replace(' ', 'T')).getTime();

/** Green within 5 minutes, amber within the hour, grey before (a theme colour's path). */
export function ageColour(at: string | null, now: number): 'success.main' | 'warning.main' | 'grey.500' {
  if (at === null) return 'grey.500';
  const age = now - timeOf(at);
  return age <= FRESH_MS ? 'success.main' : age <= RECENT_MS ? 'warning.main' : 'grey.500';
}

function useAge() {
  const tr = useScreenText();
  return (at: string | null, now: number) => {
    if (at === null) return tr('live.never');
    const minutes = Math.floor(Math.max(0, now - timeOf(at)) / 60_000);
    if (minutes < 1) return tr('live.now');
    if (minutes < 60) return tr('live.minutes', { smart_count: minutes });
    if (minutes < 48 * 60) return tr('live.hours', { smart_count: Math.floor(minutes / 60) });
    return tr('live.days', { smart_count: Math.floor(minutes / 1440) });
  };
}

/**
 * Where the company's staff are now: each one's latest position (admin/staff/staff-positions),
 * moved as the field app's points arrive through the live stream, and its age, kept current.
 */
export default function LivePanel({ companyId }: { companyId: number }) {
  const tr = useScreenText();
  const age = useAge();
  const { data, error, isPending, refetch } = useCall<Position[]>('admin/staff/staff-positions', { company_id: companyId });
  const [moved, setMoved] = useState<Record<number, Pick<Position, 'at' | 'lng' | 'lat'>>>({});
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => onLiveEvent((event) => {
    if (event.kind !== 'position' || event.company_id !== companyId) return;
    setMoved((previous) => {
      const seen = previous[event.staff_id];
      return seen?.at && seen.at > event.at ? previous : { ...previous, [event.staff_id]: { at: event.at, lng: event.lng, lat: event.lat } };
    });
  }), [companyId]);
  // Ages move on by themselves: "just now" becomes "3 min ago" without a new point.
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);

  const positions = useMemo(
    () => (data ?? []).map((p) => {
      const later = moved[p.staff_id];
      return later && (p.at === null || later.at! > p.at) ? { ...p, ...later } : p;
    }),
    [data, moved],
  );

  const placed = useMemo(() => positions.filter((p): p is PlacedPosition & Position => p.lng !== null && p.lat !== null && p.at !== null), [positions]);

  return (
    <CallView isPending={isPending} error={error} empty={positions.length === 0} emptyText={tr('live.empty')} onRetry={refetch}>
      <Stack sx={{ gap: 2 }}>
        {placed.length > 0 && <PositionMap positions={placed} colour={(at) => ageColour(at, now)} />}
        <Typography variant="body2" color="text.secondary">{tr('live.legend')}</Typography>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={tr('live.list')}>
            <TableHead>
              <TableRow>
                <TableCell>{tr('live.name')}</TableCell>
                <TableCell>{tr('live.seen')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {positions.map((p) => (
                <TableRow key={p.staff_id}>
                  <TableCell>
                    <Box component="span" aria-hidden sx={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', mr: 1, bgcolor: ageColour(p.at, now) }} />
                    {p.name} · {p.position}
                  </TableCell>
                  <TableCell title={p.at ?? undefined}>{age(p.at, now)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Stack>
    </CallView>
  );
}
