import type { ChildProcess } from 'node:child_process';

/** Builds the console and the server and starts the compiled service on a free port. */
export function startBuiltService(options: {
  dir: string;
  env?: Record<string, string>;
  buildEnv?: Record<string, string>;
  files?: Record<string, string>;
  quiet?: boolean;
  name?: string;
}): Promise<{ base: string; consoleDir: string; child: ChildProcess }>;
