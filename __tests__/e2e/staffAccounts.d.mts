export declare const STAFF_ACCOUNTS: ReadonlyArray<{ name: string; password: string }>;
