// Excel at scale (`node bench/excel.mjs`): the production service on 100,000 companies, driven
// in Chromium. Exports the whole company list to .xlsx (time to the download, and the long tasks
// on the page's thread meanwhile), then imports 5,000 companies from an .xlsx through the import
// dialog (time to the checked preview, time to saved). Prints `name: value unit` lines.
//
//   BENCH_EXCEL_COMPANIES  companies seeded (default 100000); the file is kept under
//                          $TMPDIR/ops-bench-excel/ and reused (BENCH_RESEED=1 seeds again)
//   BENCH_EXCEL_IMPORT     rows imported (default 5000)
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import writeXlsxFile from 'write-excel-file/node';
import { node, root, stop, tsxArgs } from '../scripts/lib.mjs';
import { startBuiltService } from '../scripts/service.mjs';
import { positive } from './load.mjs';

const COMPANIES = positive('BENCH_EXCEL_COMPANIES', 100_000);
const IMPORT_ROWS = positive('BENCH_EXCEL_IMPORT', 5_000);
const dir = join(tmpdir(), 'ops-bench-excel');
const seeded = join(dir, `companies-${COMPANIES}.sqlite`);
const log = (msg) => process.stderr.write(`[bench:excel] ${msg}\n`);

mkdirSync(dir, { recursive: true });
if (!existsSync(seeded) || process.env.BENCH_RESEED === '1') {
  log(`seeding ${COMPANIES} companies`);
  const args = [...tsxArgs, 'server/src/seed/cli.ts', '--reset', '--quiet', '--companies', String(COMPANIES), '--inspections', '10000', '--db-file', seeded];
  await new Promise((resolve, reject) => {
    const child = spawn(node, args, { cwd: root, stdio: ['ignore', process.stderr, process.stderr] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed failed (${code})`))));
  });
}
// The import writes: each run starts from a copy of the seeded file.
const dbFile = join(dir, 'run.sqlite');
for (const suffix of ['', '-wal', '-shm']) rmSync(dbFile + suffix, { force: true });
copyFileSync(seeded, dbFile);

const service = await startBuiltService({ dir, env: { DB_FILE: dbFile, SEED: 'none' } });
const profile = join(dir, 'chromium');
rmSync(profile, { recursive: true, force: true });
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  viewport: { width: 1366, height: 900 },
  locale: 'zh-CN',
  acceptDownloads: true,
});
try {
  const page = browser.pages()[0] ?? (await browser.newPage());
  await page.goto(`${service.base}/login`);
  await page.locator('input[name="account"]').fill('admin');
  await page.locator('input[name="password"]').fill('admin123');
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(`${service.base}/company/index`);
  await page.locator('tbody tr').first().waitFor({ timeout: 60_000 });

  // Long tasks (over 50 ms) on the page's thread while the export runs.
  await page.evaluate(() => {
    globalThis.__longTasks = [];
    new PerformanceObserver((list) => globalThis.__longTasks.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask', buffered: false });
  });
  const started = performance.now();
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 600_000 }), page.getByRole('button', { name: 'Excel' }).click()]);
  await download.path();
  const seconds = (performance.now() - started) / 1000;
  const tasks = await page.evaluate(() => globalThis.__longTasks);
  console.log(`excel_export_rows: ${COMPANIES} rows`);
  console.log(`excel_export_time: ${seconds.toFixed(1)} s`);
  console.log(`excel_export_long_tasks: ${tasks.length} tasks over 50 ms`);
  console.log(`excel_export_longest_task: ${Math.round(Math.max(0, ...tasks))} ms`);
  console.log(`excel_export_blocking_time: ${Math.round(tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0))} ms`);

  // 5,000 new companies, every one valid, one shared initial password.
  const header = ['企业名称', '统一社会信用代码', '所在地区', '监管政府', '联系人', '电话', '地址', '经度', '纬度', '网页端账号', '密码'];
  const tag = Date.now().toString(36).toUpperCase();
  const rows = Array.from({ length: IMPORT_ROWS }, (_, i) => {
    const n = String(i).padStart(6, '0');
    return [`基准导入${tag}-${n}`, `91610116${tag.slice(-4).replace(/[IOSVZ]/g, 'A')}${n}`.slice(0, 18).padEnd(18, '0'), '长安区', '西安市应急管理局', '王芳', '13800000000', '航天西路 1 号', 108.9, 34.1, `bench${tag}${n}`.toLowerCase(), 'Change-me-2025'];
  });
  const file = join(dir, 'import.xlsx');
  await writeXlsxFile([header, ...rows]).toFile(file);
  await page.getByRole('button', { name: '导入' }).click();
  const dialog = page.getByRole('dialog');
  const chose = performance.now();
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await dialog.getByText('所有行均无误，可以导入。').waitFor({ timeout: 600_000 });
  const checkedAt = performance.now();
  await dialog.getByRole('button', { name: /^导入 / }).click();
  // The dialog closes once every row is saved.
  await dialog.waitFor({ state: 'detached', timeout: 600_000 });
  const savedAt = performance.now();
  console.log(`excel_import_rows: ${IMPORT_ROWS} rows`);
  console.log(`excel_import_check_time: ${((checkedAt - chose) / 1000).toFixed(1)} s`);
  console.log(`excel_import_save_time: ${((savedAt - checkedAt) / 1000).toFixed(1)} s`);
} finally {
  await browser.close();
  await stop(service.child);
  rmSync(profile, { recursive: true, force: true });
}
