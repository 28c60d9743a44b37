// Types of the part of pg-cluster.mjs that TypeScript benches use.
export interface Cluster {
  url: string;
  port: number;
  dir: string;
  stop(): Promise<void>;
}
/** Throws an error with code `PG_MISSING` when the PostgreSQL binaries are not installed. */
/** `dir`: a cluster kept there between runs (made once, its files kept); `settings`: extra `name=value` server settings. */
export function startCluster(opts?: { port?: number; install?: boolean; log?: (msg: string) => void; dir?: string; settings?: string[] }): Promise<Cluster>;
