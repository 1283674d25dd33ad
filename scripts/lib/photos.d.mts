export interface PhotoPaths {
  sourceDir: string;
  productsDir: string;
  overlay: string | null;
  outDir: string;
  cacheDir: string;
  manifest: string;
}
export interface ManifestEntry {
  hash: string;
  width: number;
  height: number;
  color: string;
  widths: number[];
}
export interface PhotoManifest {
  settings: string;
  photos: Record<string, ManifestEntry>;
}
export function buildPhotos(options?: {
  env?: NodeJS.ProcessEnv;
  paths?: PhotoPaths;
  log?: (line: string) => void;
  /** false leaves files no product lists in public/photos/ (jest, beside a running server) */
  prune?: boolean;
}): Promise<{ manifest: PhotoManifest; made: string[]; reused: string[] }>;
