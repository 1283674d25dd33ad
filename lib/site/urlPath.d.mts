export function decodedOrNull(text: string): string | null;
export function isWellFormedPath(target: string): boolean;
