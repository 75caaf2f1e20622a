export declare const HEAP_CEILING_MB: number;
export declare function serverNodeFlags(env?: NodeJS.ProcessEnv): string[];
