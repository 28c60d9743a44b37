// Types of the part of load.mjs that TypeScript benches use.
/** The p-th percentile of values sorted ascending (nearest rank); NaN when there are none. */
export function percentile(sorted: readonly number[], p: number): number;
