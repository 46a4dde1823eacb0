import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { AppProvider } from "@/client/app/provider";
import { createRouter } from "@/client/app/router";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("The #root element is missing from index.html");

const router = createRouter();

function render() {
  const root = createRoot(container as HTMLElement);
  // A transition lets React render in short slices, yielding to input between them, instead of
  // one long task on slow phones; the server-rendered content stays on screen meanwhile.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProvider>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    );
  });
}

// Public pages arrive with server-rendered content. Keep it on screen until the matching route
// module and its loader data are ready, then let React take over in one step (no blank flash).
if (router.state.initialized) {
  render();
} else {
  const unsubscribe = router.subscribe((state) => {
    if (state.initialized) {
      unsubscribe();
      render();
    }
  });
}
