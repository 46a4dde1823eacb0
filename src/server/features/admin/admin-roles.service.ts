import { and, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { userRoles } from "@/server/db/schema/auth";

/** Whether a user_roles row with role 'admin' exists for the user (the only source of admin status). */
export async function hasAdminRole(db: Db, userId: string): Promise<boolean> {
  const [role] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")))
    .limit(1);
  return role !== undefined;
}
