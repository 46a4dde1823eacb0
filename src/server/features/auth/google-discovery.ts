import type { Env } from "@/server/env";

const DISCOVERY_TIMEOUT_MS = 5_000;

export function googleDiscoveryUrl(env: Pick<Env, "GOOGLE_ISSUER_URL">): string {
  return `${env.GOOGLE_ISSUER_URL.replace(/\/+$/, "")}/.well-known/openid-configuration`;
}

/**
 * Checked once at start: when Google is configured but its OpenID discovery does not answer,
 * Google sign-in is turned off (the button stays hidden) and the log says why, instead of a
 * button whose every click fails. Restart the server once the issuer is reachable.
 */
export async function checkGoogleDiscovery(
  env: Env,
  logger: { warn: (data: Record<string, unknown>, message: string) => void },
  fetchImpl: typeof fetch = fetch,
): Promise<Env> {
  if (!env.isGoogleEnabled) return env;
  const discoveryUrl = googleDiscoveryUrl(env);
  let reason: string | null = null;
  try {
    const res = await fetchImpl(discoveryUrl, {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
    });
    if (!res.ok) reason = `HTTP ${res.status}`;
    else {
      const document = (await res.json().catch(() => null)) as Record<string, unknown> | null;
      if (typeof document?.authorization_endpoint !== "string" || typeof document.token_endpoint !== "string")
        reason = "the answer is not an OpenID configuration (no authorization_endpoint or token_endpoint)";
    }
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    reason = `${error instanceof Error ? error.message : String(error)}${cause ? ` (${cause})` : ""}`;
  }
  if (reason === null) return env;
  logger.warn(
    { discoveryUrl, reason },
    "Google sign-in is off: its OpenID discovery failed at start (check GOOGLE_ISSUER_URL and the network, then restart)",
  );
  return { ...env, isGoogleEnabled: false };
}
