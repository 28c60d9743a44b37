// The PostgreSQL pool, made to outlive its database: a connection the server closes (a restart,
// a failover, a proxy's idle timeout) is dropped and replaced instead of crashing the process,
// and connecting, waiting for a connection and each statement are bounded in time.
import pg from 'pg';

const INT8_OID = 20;

export interface PostgresLimits {
  /** Connecting, and waiting for a free connection of the pool (ms; 0: no limit). */
  connectTimeoutMs?: number;
  /** Each statement (ms; 0: no limit). The server cancels it; half a second later the client gives up on the connection. */
  statementTimeoutMs?: number;
  /** Every transaction read-only (see DatabaseOptions.readOnly). */
  readOnly?: boolean;
}

/** Told of a connection lost outside any call (nobody else would hear of it). */
export type FaultListener = (error: Error) => void;

/** How much longer than the server's statement limit the client waits before it drops the connection. */
const CLIENT_GRACE_MS = 500;

export function createPool(url: string, max: number, limits: PostgresLimits, onFault: FaultListener): pg.Pool {
  const statement = limits.statementTimeoutMs ?? 0;
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: limits.connectTimeoutMs ?? 0,
    // A peer that vanished without a word (a host gone, a cable pulled) is noticed by TCP.
    keepAlive: true,
    // A read-only handle's every transaction is read-only: the server refuses any write.
    ...(limits.readOnly ? { options: '-c default_transaction_read_only=on' } : {}),
    // The server cancels a statement over its limit and the connection stays usable.
    ...(statement > 0 ? { statement_timeout: statement, query_timeout: statement + CLIENT_GRACE_MS } : {}),
    // count(*) and other bigint results come back as numbers, as on SQLite.
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection closed by the server: the pool has already dropped it.
  pool.on('error', (error) => onFault(error));
  pool.on('connect', (client) => {
    // A connection in use that breaks fails its call; without a listener the error would end the process.
    // The pool drops the broken connection when the call gives it back.
    client.on('error', () => undefined);
    if (statement > 0) dropAfterClientTimeout(client);
  });
  return pool;
}

/**
 * A statement that outlived the client's wait (the server does not answer at all, e.g. stalled)
 * still occupies its connection: that connection is closed, so the pool replaces it rather than
 * lending it out again with the stuck statement in front of the next one.
 */
function dropAfterClientTimeout(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === 'Query read timeout') {
          (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
        }
      });
    }
    return result;
  };
}
