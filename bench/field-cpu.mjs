// CPU seconds used by the bench's processes (Linux /proc; 0 elsewhere), to say which process
// held a figure down: an instance, PostgreSQL, or the phones themselves.
import { readFileSync, readdirSync } from 'node:fs';

/** Fields of /proc/<pid>/stat after the command name: [2] is the parent, [11..14] utime, stime, cutime, cstime. */
function stat(pid) {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ').map(Number);
  } catch {
    return null;
  }
}

const ticks = (fields, from, to) => (fields ? fields.slice(from, to).reduce((a, b) => a + b, 0) / 100 : 0);

/** CPU seconds a process has used (user + system). */
export const processCpu = (pid) => ticks(stat(pid), 11, 13);

/**
 * CPU seconds of the PostgreSQL server the client is connected to, when it runs here: the
 * postmaster with the backends that have ended (its children's times) and those still running.
 */
export async function postgresCpu(client) {
  const { rows } = await client.query("select pid from pg_stat_activity where backend_type = 'checkpointer'");
  const postmaster = stat(rows[0]?.pid)?.[1];
  if (!postmaster) return 0;
  let total = ticks(stat(postmaster), 11, 15);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = stat(entry);
    if (fields?.[1] === postmaster) total += ticks(fields, 11, 13);
  }
  return total;
}
