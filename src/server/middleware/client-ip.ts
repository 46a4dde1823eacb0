import { getConnInfo } from "@hono/node-server/conninfo";
import type { MiddlewareHandler } from "hono";
import type { AppBindings } from "@/server/lib/app-context";
import { createClientIpResolver } from "@/server/lib/client-ip";

/** Sets c.var.clientIp from the socket peer, honouring X-Forwarded-For only from TRUSTED_PROXIES. */
export function clientIp(trustedProxies: string[]): MiddlewareHandler<AppBindings> {
  const resolve = createClientIpResolver(trustedProxies);
  return async (c, next) => {
    let peer: string | undefined;
    try {
      peer = getConnInfo(c).remote.address;
    } catch {
      peer = undefined; // in-process requests (tests) have no socket
    }
    c.set("clientIp", resolve(peer, c.req.header("x-forwarded-for")));
    await next();
  };
}
