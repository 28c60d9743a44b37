import { useEffect, useMemo, useState } from 'react';
import { call } from '../../../api/client';
import { onLiveEvent } from '../../../live/liveHub';
import type { TrailPoint } from '../trail/geometry';
import { localDate } from './days';
import type { Page } from './CallView';

/** How long the panel waits after a position before asking for the whole trail again. */
export const SETTLE_MS = 1500;
/** The person's inspections of the day read to tick check points: a day's rounds fit many times. */
const INSPECTIONS_READ = 100;

/** admin/staff/staff-trail's answer. */
export interface Trail {
  staff_id: number;
  date: string;
  points: TrailPoint[];
}

interface InspectionRow {
  check_point_id: number;
  created_at: string;
}

/** Check point id → the time of the person's first inspection there that day. */
export type Inspected = ReadonlyMap<number, string>;

const NO_POINTS: readonly TrailPoint[] = [];

/**
 * Today's trail as it grows. A `position` event of this person (the latest point of a batch the
 * field app sent) is drawn at once; a moment later the whole trail is read again for the points
 * between, together with the check points the person inspected today. Other days never change.
 */
export function useLiveTrail(companyId: number, staffId: number | null, date: string, fetched: Trail | undefined) {
  const today = staffId !== null && date === localDate();
  const [latest, setLatest] = useState<Trail | null>(null);
  const [heard, setHeard] = useState<TrailPoint[]>([]);
  const [inspected, setInspected] = useState<Inspected | null>(null);
  const [settle, setSettle] = useState(0);

  // A new person or day starts from what the panel read.
  useEffect(() => {
    setLatest(null);
    setHeard([]);
    setInspected(null);
  }, [staffId, date]);

  useEffect(() => {
    if (!today) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setSettle((n) => n + 1), SETTLE_MS);
    };
    const stop = onLiveEvent((event) => {
      // A failed item's warning is an inspection of today: its check point may now be ticked.
      if (event.kind === 'warning' && event.company_id === companyId) later();
      if (event.kind !== 'position' || event.company_id !== companyId || event.staff_id !== staffId || !event.at.startsWith(date)) return;
      setHeard((previous) =>
        (previous.at(-1)?.time ?? '') >= event.at ? previous : [...previous, { id: -(previous.length + 1), time: event.at, lng: event.lng, lat: event.lat }],
      );
      later();
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [today, companyId, staffId, date]);

  // Once on opening today, then after each settled burst of events.
  useEffect(() => {
    if (!today || staffId === null) return;
    let live = true;
    if (settle > 0) {
      call<Trail>('admin/staff/staff-trail', { id: staffId, date }, { silent: true }).then(
        (trail) => live && setLatest(trail),
        () => undefined,
      );
    }
    // Without the right to see inspections nothing is ticked for them.
    call<Page<InspectionRow>>('admin/standing/inspect-list', { company_id: companyId, staff_id: staffId, date_from: date, date_to: date, limit: INSPECTIONS_READ }, { silent: true }).then(
      (page) => {
        if (!live) return;
        const firsts = new Map<number, string>();
        for (const row of page.list) {
          const seen = firsts.get(row.check_point_id);
          if (!seen || row.created_at < seen) firsts.set(row.check_point_id, row.created_at);
        }
        setInspected(firsts);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [today, settle, companyId, staffId, date]);

  const points = useMemo(() => {
    const base = latest ?? fetched;
    const read = base && base.staff_id === staffId && base.date === date ? base.points : NO_POINTS;
    const end = read.at(-1)?.time ?? '';
    const newer = heard.filter((p) => p.time > end);
    return newer.length > 0 ? [...read, ...newer] : read;
  }, [latest, fetched, heard, staffId, date]);

  return { points, inspected: today ? inspected : null };
}
