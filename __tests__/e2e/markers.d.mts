export const SECRET_MARKERS: Record<string, string>;
export const SECRET_STRINGS: string[];
