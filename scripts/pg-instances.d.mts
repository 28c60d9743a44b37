import type { ChildProcess } from 'node:child_process';

export const CALL_LIMIT_MS: number;

export interface DrillInstance {
  base: string;
  child: ChildProcess;
  output(): string;
}

export interface DrillCluster {
  url: string;
  stopServer(): void;
  startServer(): void;
  pause(): void;
  resume(): void;
}

export interface Drill {
  cluster: DrillCluster;
  /** The drill's database, for a client of the test's own. */
  databaseUrl: string;
  instances: DrillInstance[];
  token: string;
  addInstance(env?: Record<string, string>): Promise<DrillInstance>;
  stop(): Promise<void>;
}

export interface DrillResult {
  outcome: 'ok' | 'unavailable' | 'error' | 'unanswered';
  ms: number;
  at: number;
  envelope?: { error: number; message: string; data: unknown };
  error?: string;
}

export interface DrillSummary {
  calls: number;
  ok: number;
  unavailable: number;
  otherErrors: number;
  unanswered: number;
  slowestMs: number;
  exits: number;
  faultSeconds: number;
  recoverySeconds: (number | null)[];
  samples: DrillResult[];
}

export function drillCall(base: string, path: string, body: Record<string, unknown>, token?: string): Promise<DrillResult>;
export function startDrill(options?: { count?: number; env?: Record<string, string> }): Promise<Drill>;
export function loadThrough(
  drill: Drill,
  fault: () => Promise<void>,
  options?: { workers?: number; afterMs?: number; path?: string; body?: Record<string, unknown> },
): Promise<DrillSummary>;
