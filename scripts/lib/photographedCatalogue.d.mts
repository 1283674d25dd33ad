export const PHOTOGRAPHED_CATEGORY: string;
export function benchPhoto(
  product: { id: number; image: string },
  options?: { size?: number; sigma?: number; quality?: number },
): Promise<Buffer>;
export function photographedCatalogue(options: {
  category?: string;
  dir: string;
  size?: number;
  sigma?: number;
  quality?: number;
  log?: (line: string) => void;
}): Promise<{
  category: string;
  ids: number[];
  bytes: number;
  env: { PHOTOS_DIR: string; PHOTOS_OVERLAY: string; PHOTOS_CACHE_DIR: string };
}>;
