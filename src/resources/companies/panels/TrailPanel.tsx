import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useCall } from '../../../api/useCall';
import { CallView, useScreenText, type Page } from './CallView';
import { lastWorkingDay } from './days';
import { useDebounced } from './useDebounced';
import { useFirstTrail } from './useFirstTrail';
import { useLiveTrail, type Trail } from './useLiveTrail';
import { DateField } from '../../../widgets/dates';
import type { Staff } from './StaffPanel';
import type { TrailCheckPoint, TrailClock } from '../trail/TrailPlayer';

// The player (canvas renderer and its controls) loads only when there is a trail to play.
const TrailPlayer = lazy(() => import('../trail/TrailPlayer'));

/** Chooses a staff member by name (searched on the server) from the company's staff. */
function StaffPicker({ companyId, value, onChange }: { companyId: number; value: number | null; onChange: (s: Staff | null) => void }) {
  const tr = useScreenText();
  const translate = useTranslate();
  const [input, setInput] = useState('');
  const keyword = useDebounced(input.trim(), 300);
  const { data, isPending } = useCall<Page<Staff>>('admin/staff/staff-list', {
    company_id: companyId,
    limit: 50,
    sort: 'id',
    order: 'asc',
    ...(keyword ? { keyword } : {}),
  });
  const chosen = useCall<Page<Staff>>(value ? 'admin/staff/staff-list' : null, { company_id: companyId, id: value ?? 0 });
  const options = data?.list ?? [];
  const selected = options.find((s) => s.id === value) ?? chosen.data?.list[0] ?? null;
  return (
    <Autocomplete
      size="small"
      sx={{ width: { xs: '100%', sm: 280 } }}
      options={options}
      loading={isPending}
      value={selected}
      filterOptions={(o) => o}
      getOptionLabel={(s) => `${s.name} · ${s.position}`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, s) => onChange(s)}
      onInputChange={(_, text, reason) => reason === 'input' && setInput(text)}
      // MUI's own texts are English only.
      noOptionsText={tr('trail.no_staff')}
      loadingText={tr('state.loading')}
      openText={translate('ra.action.open')}
      closeText={translate('ra.action.close')}
      clearText={translate('ra.action.clear_input_value')}
      renderInput={(params) => <TextField {...params} label={tr('trail.staff')} />}
    />
  );
}

/**
 * Pick a staff member and a day (both in the URL), then play the trail. Opened without a staff
 * member, the tab chooses the first one with a trail that day; a cleared choice stays cleared.
 */
export default function TrailPanel({ companyId }: { companyId: number }) {
  const tr = useScreenText();
  const [params, setParams] = useSearchParams();
  const staffId = Number(params.get('staff')) || null;
  const date = params.get('date') || lastWorkingDay();
  const update = (changes: Record<string, string>) => setParams({ tab: 'trails', ...(staffId ? { staff: String(staffId) } : {}), date, ...changes }, { replace: true });
  const choosing = !params.has('staff');
  const first = useFirstTrail(companyId, date, choosing);
  useEffect(() => {
    if (choosing && first.staffId !== null) setParams((current) => ({ ...Object.fromEntries(current), tab: 'trails', staff: String(first.staffId), date }), { replace: true });
  }, [choosing, first.staffId, date, setParams]);
  const trail = useCall<Trail>(staffId ? 'admin/staff/staff-trail' : null, { id: staffId ?? 0, date });
  // Today's trail grows while it is open; `trail` is the first read of it.
  const live = useLiveTrail(companyId, staffId, date, trail.data);
  const points = live.points;
  // The map's places: without the right to see them (or on a failed call) the trail plays alone.
  const checkPoints = useCall<TrailCheckPoint[]>(staffId ? 'operate/company/code-by-company' : null, { company_id: companyId }, { silent: true });
  const clocks = useCall<Page<TrailClock>>(staffId ? 'admin/staff/staff-clock' : null, { id: staffId ?? 0, date_from: date, date_to: date, limit: 50 }, { silent: true });

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <StaffPicker companyId={companyId} value={staffId} onChange={(s) => update(s ? { staff: String(s.id) } : { staff: '' })} />
        <DateField label={tr('trail.date')} value={date} clearable={false} onChange={(day) => day && update({ date: day })} sx={{ width: { xs: '100%', sm: 180 } }} />
      </Box>
      {staffId === null && choosing && first.isPending ? (
        <CallView isPending error={undefined} empty={false}>
          {null}
        </CallView>
      ) : staffId === null ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
          {tr(choosing ? 'trail.none_on_day' : 'trail.pick_staff')}
        </Typography>
      ) : (
        <CallView isPending={trail.isPending && points.length === 0} error={trail.error} empty={points.length === 0} emptyText={tr('trail.no_points')} onRetry={trail.refetch}>
          <Suspense fallback={<CallView isPending error={undefined} empty={false}>{null}</CallView>}>
            <TrailPlayer key={`${staffId}-${date}`} points={points} checkPoints={checkPoints.error ? null : checkPoints.data} clocks={clocks.data?.list} inspected={live.inspected} />
          </Suspense>
        </CallView>
      )}
    </Box>
  );
}
