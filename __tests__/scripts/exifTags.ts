// The tag numbers in an EXIF block's first directory (IFD0): enough to tell that a file carries a GPS position
// and a rotation, without an EXIF library.

/** IFD0's pointer to the GPS directory. */
export const GPS_POINTER = 0x8825;
export const ORIENTATION = 0x0112;

export function exifTags(exif: Buffer | undefined): number[] {
  if (!exif) return [];
  // sharp hands the block with its 'Exif\0\0' header
  const tiff = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? exif.subarray(6) : exif;
  const little = tiff.subarray(0, 2).toString('latin1') === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  const count = u16(ifd0);
  return Array.from({ length: count }, (_, i) => u16(ifd0 + 2 + i * 12));
}
