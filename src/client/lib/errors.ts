import { ApiClientError } from "./api-client";
import { showToast } from "./toast";

/** The message to show for a failed request: the server's own message, else a generic one. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiClientError && error.status < 500) return error.message;
  return fallback;
}

/** The spec's generic destructive 'Error' toast. */
export function toastError(error: unknown, fallback: string): void {
  showToast({ title: "Error", description: errorMessage(error, fallback), variant: "destructive" });
}
