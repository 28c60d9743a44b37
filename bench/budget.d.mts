// Types of budget.mjs for TypeScript benches.
/** Prints a `budget:` line for bench/run.mjs's table; answers whether the figure held. */
export function budget(name: string, value: number, unit: string, limit: number, options?: { floor?: boolean }): boolean;
