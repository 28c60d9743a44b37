// What a benchmark ran on, printed with its figures so that two runs can be compared honestly:
// the commit (and how many tracked files differ from it), Node, the CPU model and core count,
// and the machine's load before and after (a shared machine's other work moves every figure).
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { root } from '../scripts/lib.mjs';

function git(...args) {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

/** A text value on a `name: value unit` line: quoted when it holds spaces. */
const text = (value) => (/\s/.test(value) ? JSON.stringify(value) : value || 'unknown');

/** The checked-out commit (short). */
export const commitName = () => git('rev-parse', '--short', 'HEAD') || 'unknown';

/** The lines saying what the run is on; call first, before any work. */
export function machineLines() {
  const commit = commitName();
  const changed = git('status', '--porcelain', '--untracked-files=no').split('\n').filter(Boolean).length;
  const cpu = cpus();
  return [
    `run_commit: ${text(commit)} commit`,
    `run_tree_changed: ${changed} files`,
    `run_node: ${process.version} version`,
    `run_cpu: ${text(cpu[0]?.model?.trim() ?? '')} model`,
    `run_cores: ${cpu.length} cores`,
    `machine_load_1m_before: ${loadavg()[0].toFixed(2)} load`,
  ];
}

/** The closing line: the load once the run's work is done. */
export const loadAfterLine = () => `machine_load_1m_after: ${loadavg()[0].toFixed(2)} load`;
