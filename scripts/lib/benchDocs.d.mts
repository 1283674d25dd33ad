// Types of scripts/lib/benchDocs.mjs for the jest test.
export const RUN_FILE: string;
export const README_START: string;
export const README_END: string;
export function writeRun(run: unknown): Promise<void>;
export function readRun(): unknown;
export function budgetMarkdown(run: unknown): string;
export function writeReadmeBudget(run: unknown, file?: string): Promise<boolean>;
