export const LTS: string;
/** The Node.js LTS binary, installed from the npm registry where the machine's Node is older. */
export function ltsNode(): string;
