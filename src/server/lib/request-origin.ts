/** The scheme and host the request was addressed to (from its URL, i.e. the Host header). */
export function requestOrigin(request: Request): string | null {
  try {
    return new URL(request.url).origin;
  } catch {
    return null;
  }
}
