/** Compiles server/src to server/dist; answers whether it succeeded. */
export function buildServer(): Promise<boolean>;
