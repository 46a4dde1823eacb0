// Build step: writes .br and .gz beside every compressible file of the built client (1 KB and up),
// so the server sends them as they are (serveStatic's `precompressed`) instead of compressing each time.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/i;
const MIN_BYTES = 1024;

export function precompressDir(dir: string): { files: number; bytes: number; brotli: number } {
  const totals = { files: 0, bytes: 0, brotli: 0 };
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      const inner = precompressDir(path);
      totals.files += inner.files;
      totals.bytes += inner.bytes;
      totals.brotli += inner.brotli;
      continue;
    }
    if (!COMPRESSIBLE.test(entry)) continue;
    const body = readFileSync(path);
    if (body.byteLength < MIN_BYTES) continue;
    const br = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
    });
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    totals.files++;
    totals.bytes += body.byteLength;
    totals.brotli += br.byteLength;
  }
  return totals;
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const dir = process.argv[2] ?? join(import.meta.dirname, "..", "dist", "client");
  const { files, bytes, brotli } = precompressDir(dir);
  console.log(
    `precompressed ${files} files: ${(bytes / 1024).toFixed(0)} KB -> ${(brotli / 1024).toFixed(0)} KB brotli`,
  );
}
