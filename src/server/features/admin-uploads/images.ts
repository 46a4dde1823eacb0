import { fileTypeFromBuffer } from "file-type";
import sharp, { type Metadata } from "sharp";
import { ApiError } from "@/server/lib/api-error";
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS, UPLOAD_THUMB_WIDTH, UPLOAD_WEB_WIDTH } from "@/shared/constants";
import { UPLOAD_MESSAGES } from "@/shared/messages/admin-curation";

/** Formats we accept, by their sniffed content type, and the extension we store them under. */
const ACCEPTED: Record<string, "jpg" | "png" | "webp" | "gif"> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
};

export type ProcessedImage = {
  extension: "jpg" | "png" | "webp" | "gif";
  contentType: string;
  web: { body: Uint8Array; width: number; height: number };
  thumbnail: { body: Uint8Array; width: number; height: number };
};

function notAnImage(code = "not_an_image") {
  return new ApiError(400, code, UPLOAD_MESSAGES.notAnImage, { file: UPLOAD_MESSAGES.notAnImage });
}

export function tooLarge() {
  return new ApiError(413, "image_too_large", UPLOAD_MESSAGES.tooLarge, { file: UPLOAD_MESSAGES.tooLarge });
}

async function encode(input: Buffer, extension: ProcessedImage["extension"], width: number) {
  // Sharp writes no metadata (EXIF, GPS, ICC comments) unless asked to; rotate() applies the EXIF
  // orientation first so the stripped image still stands the right way up.
  let pipeline = sharp(input, { limitInputPixels: UPLOAD_MAX_PIXELS, animated: extension === "gif" })
    .rotate()
    .resize({ width, withoutEnlargement: true });
  if (extension === "jpg") pipeline = pipeline.jpeg({ quality: 82, mozjpeg: true });
  else if (extension === "png") pipeline = pipeline.png({ compressionLevel: 9 });
  else if (extension === "webp") pipeline = pipeline.webp({ quality: 82 });
  else pipeline = pipeline.gif();
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { body: new Uint8Array(data), width: info.width, height: info.pageHeight ?? info.height };
}

/**
 * Checks an upload by its content, never its name or declared type: at most 5 MB, a JPEG, PNG,
 * WebP or GIF by its magic bytes, at most UPLOAD_MAX_PIXELS pixels (read from the header before
 * anything is decoded, so a decompression bomb is refused cheaply), and decodable. Returns the
 * re-encoded web-sized version and a thumbnail, both without metadata.
 */
export async function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  if (bytes.byteLength > UPLOAD_MAX_BYTES) throw tooLarge();
  const type = await fileTypeFromBuffer(bytes);
  const extension = type ? ACCEPTED[type.mime] : undefined;
  if (!type || !extension) throw notAnImage();
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let metadata: Metadata;
  try {
    // Only the header is read here; the pixel limit is applied below with our own answer.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  const width = metadata.width ?? 0;
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  const frames = metadata.pages ?? 1;
  if (width <= 0 || height <= 0) throw notAnImage();
  if (width * height * frames > UPLOAD_MAX_PIXELS) throw notAnImage("image_too_many_pixels");
  try {
    const [web, thumbnail] = [
      await encode(input, extension, UPLOAD_WEB_WIDTH),
      await encode(input, extension, UPLOAD_THUMB_WIDTH),
    ];
    return { extension, contentType: type.mime, web, thumbnail };
  } catch {
    // A truncated or corrupt body behind valid magic bytes.
    throw notAnImage();
  }
}

/** "place name slug": lower-case ASCII words joined by hyphens. */
export function slugify(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f\u02bb\u2018\u2019']/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");
  return slug || "image";
}
