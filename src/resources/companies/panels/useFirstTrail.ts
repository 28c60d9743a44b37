import { useEffect, useState } from 'react';
import { call } from '../../../api/client';

/** How many staff members are asked, in order, before the panel gives up and lets the user pick. */
const PROBES = 10;

/**
 * The first staff member (active ones first, by id) with a trail on `date`, so that the trail tab
 * opens on a trail rather than on an empty prompt. The API has no "who has a trail" call: the
 * staff are asked one by one, at most PROBES of them. `enabled: false` asks nothing.
 */
export function useFirstTrail(companyId: number, date: string, enabled: boolean): { staffId: number | null; isPending: boolean } {
  const key = `${companyId}|${date}`;
  const [found, setFound] = useState<{ key: string; staffId: number | null } | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const options = { silent: true, signal: controller.signal };
    (async () => {
      const page = await call('admin/staff/staff-list', { company_id: companyId, limit: 50, sort: 'id', order: 'asc' }, options);
      const staff = [...page.list].sort((a, b) => Number(b.status === 1) - Number(a.status === 1)).slice(0, PROBES);
      for (const member of staff) {
        const trail = await call('admin/staff/staff-trail', { id: member.id, date }, options);
        if (trail.points.length > 0) return member.id;
      }
      return null;
    })().then(
      (staffId) => !controller.signal.aborted && setFound({ key: `${companyId}|${date}`, staffId }),
      // A failed probe is no error for the user: the panel falls back to asking for a pick.
      () => !controller.signal.aborted && setFound({ key: `${companyId}|${date}`, staffId: null }),
    );
    return () => controller.abort();
  }, [companyId, date, enabled]);

  const answered = found?.key === key;
  return { staffId: answered ? found.staffId : null, isPending: enabled && !answered };
}
