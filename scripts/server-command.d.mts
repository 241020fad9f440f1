// Types for server-command.mjs, which the benchmarks (TypeScript) share with npm start (plain JavaScript).
export declare const HEAP_MB: number;
export declare const SEMI_SPACE_MB: number;
export declare function serverArgs(root: string): string[];
export declare function serverEnv(env: NodeJS.ProcessEnv | Record<string, string | undefined>): Record<string, string | undefined>;
