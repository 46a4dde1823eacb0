import { crc32 } from "node:zlib";
import sharp from "sharp";

// Images for the upload tests, made on the spot (no binary fixtures in the repository).

/** A small JPEG carrying EXIF metadata (camera make, a GPS-like comment) that must not survive. */
export async function jpegWithMetadata(width = 2400, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 160 } } })
    .jpeg()
    .withExif({ IFD0: { Make: "SecretCam", Artist: "Jane Doe at 22.0N 159.5W" } })
    .toBuffer();
}

export async function pngImage(width = 64, height = 64): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 80, b: 40, alpha: 1 } } })
    .png()
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid PNG header announcing 30000 x 30000 pixels (900 megapixels)
 * with a few bytes of data. Decoding it would need gigabytes; its header alone must get it refused.
 */
export function pngBomb(width = 30_000, height = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
