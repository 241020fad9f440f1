// Types for server-command.mjs, which the benchmarks (TypeScript) share with npm start (plain JavaScript).
export declare const HEAP_MB: number;
export declare function serverArgs(root: string): string[];
