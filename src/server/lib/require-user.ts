import type { Context } from "hono";
import { ApiError } from "@/server/lib/api-error";
import type { AppBindings, SessionInfo } from "@/server/lib/app-context";

/** The signed-in user, or a 401 in the app's error shape. */
export function requireUser(c: Context<AppBindings>): SessionInfo {
  const session = c.get("session");
  if (!session) throw new ApiError(401, "unauthenticated", "Please sign in to continue.");
  return session;
}
