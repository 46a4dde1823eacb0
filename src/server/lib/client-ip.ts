import type { IncomingMessage } from "node:http";
import proxyAddr from "proxy-addr";

export type ClientIpResolver = (peer: string | undefined, forwardedFor: string | undefined) => string;

/**
 * The client's IP: the socket peer, unless that peer is a trusted proxy, in which case the
 * X-Forwarded-For chain is walked from the right past trusted hops (proxy-addr, as Express does).
 * A forged header from an untrusted peer is ignored.
 */
export function createClientIpResolver(trustedProxies: string[]): ClientIpResolver {
  const trust = proxyAddr.compile(trustedProxies);
  return (peer, forwardedFor) => {
    if (!peer) return "unknown";
    const request = {
      headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
      connection: { remoteAddress: peer },
      socket: { remoteAddress: peer },
    } as unknown as IncomingMessage;
    return proxyAddr(request, trust);
  };
}
