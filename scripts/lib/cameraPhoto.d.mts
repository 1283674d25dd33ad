import type { Exif, OutputInfo } from 'sharp';
export function photoFromArt(options: {
  art: string;
  width: number;
  height: number;
  zoom?: number;
  hue?: number;
  seed?: number;
  text?: string;
  sigma?: number;
}): Promise<{ data: Buffer; info: OutputInfo }>;
export function cameraExif(options?: { orientation?: number }): Exif;
