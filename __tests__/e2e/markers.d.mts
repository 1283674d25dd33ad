export const SECRET_MARKERS: Record<string, string>;
export const SECRET_STRINGS: string[];
export const BUILD_ONLY_MARKERS: Record<string, string>;
