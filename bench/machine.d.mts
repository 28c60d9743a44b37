// Types of machine.mjs for TypeScript benches.
export function commitName(): string;
export function machineLines(): string[];
export function loadAfterLine(): string;
