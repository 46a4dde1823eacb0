import { toast } from "sonner";

export type ToastOptions = { title: string; description?: string; variant?: "default" | "destructive"; id?: string };

/** Spec toasts: a title, an optional description, and 'destructive' for errors. */
export function showToast({ title, description, variant = "default", id }: ToastOptions): void {
  const options = { ...(description ? { description } : {}), ...(id ? { id } : {}) };
  if (variant === "destructive") toast.error(title, options);
  else toast(title, options);
}
