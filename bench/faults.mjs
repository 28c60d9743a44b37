// `npm run bench:faults`: a PostgreSQL restart under load, as an operator meets it at a minor
// upgrade. Two instances of the API on a private cluster, two callers each without pause; the
// database is stopped (`pg_ctl stop -m fast`: every connection ended), kept down OUTAGE_S seconds
// (3 by default) and started again. Prints what the calls got and how soon each instance served again.
import { CALL_LIMIT_MS, loadThrough, startDrill } from '../scripts/pg-instances.mjs';

const outageMs = Number(process.env.OUTAGE_S ?? 3) * 1000;
const drill = await startDrill({ count: 2 });
let failed = false;
try {
  const summary = await loadThrough(drill, async () => {
    drill.cluster.stopServer();
    await new Promise((r) => setTimeout(r, outageMs));
    drill.cluster.startServer();
  });
  const lines = {
    faults_restart_calls: [summary.calls, 'calls'],
    faults_restart_answered_ok: [summary.ok, 'calls'],
    faults_restart_answered_unavailable: [summary.unavailable, 'calls'],
    faults_restart_answered_other_error: [summary.otherErrors, 'calls'],
    faults_restart_unanswered: [summary.unanswered, `calls (no answer within ${CALL_LIMIT_MS / 1000} s)`],
    faults_restart_slowest_answer: [summary.slowestMs, 'ms'],
    faults_restart_process_exits: [summary.exits, 'processes'],
    faults_restart_database_down: [summary.faultSeconds.toFixed(1), 's'],
    ...Object.fromEntries(summary.recoverySeconds.map((s, i) => [`faults_restart_first_success_after_return_instance_${i + 1}`, [s === null ? 'none' : s.toFixed(2), 's']])),
  };
  for (const [name, [value, unit]] of Object.entries(lines)) console.log(`${name}: ${value} ${unit}`);
  failed = summary.exits > 0 || summary.unanswered > 0 || summary.otherErrors > 0 || summary.recoverySeconds.some((s) => s === null || s > 5);
  if (failed) console.error('bench:faults: a process exited, a call went unanswered or failed otherwise, or an instance did not serve again within 5 s', summary.samples);
} finally {
  await drill.stop();
}
process.exit(failed ? 1 : 0);
