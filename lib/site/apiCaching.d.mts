// Types for apiCaching.mjs (plain JS: next.config.mjs reads it).
export declare const AVAILABILITY_PATH: string;
export declare function apiCacheHeaders(): { source: string; headers: { key: string; value: string }[] }[];
