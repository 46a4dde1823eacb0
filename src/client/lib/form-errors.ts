import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiClientError } from "./api-client";

/**
 * Puts the server's per-field messages (a 4xx `{ error: { fields } }` body) on the form's own
 * fields, so a rule only the server knows reads like one the form checked itself. Returns whether
 * any field took a message; the caller shows its toast only when none did. `aliases` maps a server
 * field name onto the form's where the two differ (the reset body's `newPassword` is the form's `password`).
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
  aliases: Readonly<Record<string, Path<T>>> = {},
): boolean {
  if (!(error instanceof ApiClientError) || error.status >= 500 || !error.fields) return false;
  let applied = false;
  for (const [serverName, message] of Object.entries(error.fields)) {
    const name = aliases[serverName] ?? serverName;
    if (!(fieldNames as readonly string[]).includes(name)) continue;
    // The first field with a message takes focus, as it would after the form's own check.
    setError(name as Path<T>, { type: "server", message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
