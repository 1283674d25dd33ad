export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: string[];
export function chromiumMissingMessage(): string;
export function hasChromium(): boolean;
