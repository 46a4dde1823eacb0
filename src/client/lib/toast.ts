export type ToastOptions = { title: string; description?: string; variant?: "default" | "destructive"; id?: string };

// The toaster and its library load on the first toast, keeping them off every page's first load.
type MountToaster = () => Promise<void>;
let mountToaster: MountToaster | null = null;

/** Called once by the app provider with a function that mounts the toaster and resolves when it listens. */
export function registerToaster(mount: MountToaster): void {
  mountToaster = mount;
}

/**
 * Spec toasts: a title, an optional description, and 'destructive' for errors. Resolves once the
 * toast is on screen (or could not be shown), so a caller can time what follows from that moment.
 */
export async function showToast({ title, description, variant = "default", id }: ToastOptions): Promise<void> {
  try {
    const [{ toast }] = await Promise.all([import("sonner"), mountToaster?.()]);
    const options = { ...(description ? { description } : {}), ...(id ? { id } : {}) };
    if (variant === "destructive") toast.error(title, options);
    else toast(title, options);
  } catch {
    // A toast is a courtesy: if its code cannot load (offline, new deploy), the action goes on without it.
  }
}
