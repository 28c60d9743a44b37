// Types of the part of load.mjs that TypeScript benches use.
/** The p-th percentile of values sorted ascending (nearest rank); NaN when there are none. */
export function percentile(sorted: readonly number[], p: number): number;
/** The median of `extra[i] - plain[i]`: what the second write of each pair adds to the first. */
export function medianAdded(plain: readonly number[], extra: readonly number[]): number;
