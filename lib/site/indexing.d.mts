// Types for indexing.mjs (plain JS: next.config.mjs reads it).
export declare const PRIVATE_PATHS: string[];
export declare const NOINDEX: string;
export declare function isPrivatePath(pathname: string): boolean;
export declare function noindexHeaders(): { source: string; headers: { key: string; value: string }[] }[];
