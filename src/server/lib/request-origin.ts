/** The scheme and host the request was addressed to (from its URL, i.e. the Host header). */
export function requestOrigin(request: Request): string | null {
  try {
    return new URL(request.url).origin;
  } catch {
    return null;
  }
}

/**
 * The site's absolute URL for links sent back to this browser (checkout and its returns, share
 * links): PUBLIC_URL when configured, else the address this request was made to, so a visitor at
 * 127.0.0.1 or a LAN address stays there (their session cookie belongs to that host).
 */
export function siteUrlFor(env: { PUBLIC_URL: string; isPublicUrlSet: boolean }, request: Request): string {
  if (env.isPublicUrlSet) return env.PUBLIC_URL;
  return requestOrigin(request) ?? env.PUBLIC_URL;
}
