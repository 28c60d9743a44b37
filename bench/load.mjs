// Load-test pieces the server benchmarks share: settings, calls, autocannon runs, percentiles.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export const CONNECTIONS = positive('BENCH_CONNECTIONS', 4);

export function positive(name, fallback) {
  const raw = process.env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    console.error(`${name} must be a positive integer, got "${raw}"`);
    process.exit(2);
  }
  return value;
}

export async function call(base, path, body, token) {
  const res = await fetch(`${base}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-token': token } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return res.json();
}

/** CPU seconds a process has used so far (Linux /proc; null elsewhere). */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in USER_HZ (100 on Linux)
  } catch {
    return null;
  }
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * What the second write of each pair adds to the first: the median of their differences. Both
 * writes of a pair wait on the same disk at the same moment, so its stalls and the machine's
 * drift fall on one pair, not on one kind; a difference of two tail percentiles is decided by them.
 */
export function medianAdded(plain, extra) {
  return percentile(extra.map((value, i) => value - plain[i]).sort((a, b) => a - b), 50);
}

/** Drives `path` on every base URL (connections spread over them) with the bodies in turn for `seconds`; answers the latencies (ms) and throughput. */
export function drive(bases, token, path, bodies, seconds) {
  return new Promise((resolve, reject) => {
    let next = 0;
    const latencies = [];
    const instance = autocannon(
      {
        url: bases.map((base) => `${base}/api/${path}`),
        method: 'POST',
        connections: CONNECTIONS,
        duration: seconds,
        headers: { 'content-type': 'application/json', 'x-token': token },
        requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify(bodies[next++ % bodies.length]) }) }],
      },
      (err, result) => (err ? reject(err) : resolve({ result, latencies: latencies.sort((a, b) => a - b) })),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

const pad = (n) => String(n).padStart(2, '0');
export const formatDate = (d) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * The list calls the console leans on, each with the bodies it is driven with: company-list
 * (first page, keyword search, sorted deep page) and error-inspect-list (one company with
 * warnings, 30 days up to `seedNow`, the moment the data was seeded relative to).
 */
export async function listScenarios(base, token, seedNow) {
  // A company with warnings in the last 30 days (warnings answer its name; the detail its id).
  const dateTo = formatDate(seedNow);
  const dateFrom = formatDate(new Date(seedNow.getFullYear(), seedNow.getMonth(), seedNow.getDate() - 29));
  const recent = await call(base, 'admin/standing/error-inspect-list', { date_from: dateFrom, date_to: dateTo, limit: 1 }, token);
  const warning = recent.data?.list?.[0];
  if (recent.error !== 2000 || !warning) throw new Error(`no recent warnings: ${JSON.stringify(recent).slice(0, 200)}`);
  const detail = await call(base, 'admin/standing/inspect-detail', { id: warning.id }, token);
  const companyId = detail.data?.company_id;
  if (!companyId) throw new Error(`inspection ${warning.id} has no company: ${JSON.stringify(detail).slice(0, 200)}`);
  
  const scenarios = [
    { name: 'company_list_first_page', path: 'operate/company/company-list', bodies: [{ page: 1, limit: 20 }] },
    {
      name: 'company_list_keyword',
      path: 'operate/company/company-list',
      // A mix of what people type: common and rare words, a city, a person, digits of a phone number.
      bodies: ['航空', '精密', '汉中', '星河伺服', '有限责任公司', '叶伟颖', '1380', '九天'].map((keyword) => ({ keyword, page: 1, limit: 20 })),
    },
    {
      name: 'company_list_sorted',
      path: 'operate/company/company-list',
      bodies: [
        { sort: 'name', order: 'desc', page: 50, limit: 20 },
        { sort: 'created_at', order: 'desc', page: 50, limit: 20 },
      ],
    },
    {
      name: 'error_inspect_list_company_30d',
      path: 'admin/standing/error-inspect-list',
      bodies: [{ company_id: companyId, date_from: dateFrom, date_to: dateTo, page: 1, limit: 20 }],
    },
  ];
  return scenarios;
}
