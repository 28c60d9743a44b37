import type { ChildProcess } from 'node:child_process';

export const root: string;
export const node: string;
export const tsxArgs: string[];
export const viteBin: string;
/** `vite build` with `args`, always React's production build (NODE_ENV=production). */
export function buildConsole(args: string[], env?: Record<string, string>): Promise<number>;
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options?: { env?: Record<string, string>; quiet?: boolean },
): ChildProcess;
export function run(command: string, args: string[], options?: { env?: Record<string, string> }): Promise<number>;
export function waitForHttp(url: string, options?: { timeoutMs?: number }): Promise<void>;
export function freePort(): Promise<number>;
export function stop(child: ChildProcess | undefined): Promise<void>;
