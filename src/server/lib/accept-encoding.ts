/** Below this a compressed body saves nothing worth the CPU (Hono's default threshold too). */
export const COMPRESS_FROM_BYTES = 1024;

/** The encoding to answer in for an Accept-Encoding header: brotli, else gzip, else none (q=0 refuses). */
export function pickEncoding(accept: string | undefined): "br" | "gzip" | null {
  if (!accept) return null;
  const accepted = accept
    .toLowerCase()
    .split(",")
    .map((part) => part.trim())
    .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
    .map((part) => part.split(";")[0]?.trim());
  if (accepted.includes("br")) return "br";
  if (accepted.includes("gzip") || accepted.includes("*")) return "gzip";
  return null;
}
