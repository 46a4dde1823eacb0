/** Sends a crash report to the server. Best effort: a failed report must never hide the crash screen. */
export function reportCrash(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error ?? "Unknown error");
  void fetch("/api/client-errors", {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      message: message.slice(0, 500) || "Unknown error",
      path: window.location.pathname.slice(0, 300),
    }),
  }).catch(() => undefined);
}
