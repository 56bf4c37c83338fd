// Types of build-server.mjs for the TypeScript that imports it (the bench).
export const SERVER_BIN: string;
export const SERVER_NODE_ARGS: string[];
export function newestMtime(dir: string): number;
export function serverBuildIsStale(): boolean;
export function buildServer(): Promise<void>;
export function buildServerIfStale(): Promise<boolean>;
