/** Avatar initials (spec): first letters of the two dot-separated parts of the local part, else its first two characters. */
export function initialsFor(email: string): string {
  const local = email.split("@")[0] ?? "";
  const parts = local.split(".").filter(Boolean);
  const initials = parts.length >= 2 ? `${parts[0]![0]}${parts[1]![0]}` : local.slice(0, 2);
  return initials.toUpperCase() || "?";
}
