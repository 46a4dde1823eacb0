import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CRASH } from "@/shared/messages/shell";
import { AppErrorBoundary } from "./app-error-boundary";
import { CrashScreen } from "./crash-screen";

const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 202 })));

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("CrashScreen", () => {
  it("shows the spec's heading, text, Reload and Go home, and reports the error", () => {
    render(<CrashScreen error={new Error("kaboom")} />);
    expect(screen.getByRole("heading", { name: CRASH.title })).toBeInTheDocument();
    expect(screen.getByText(CRASH.text)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: CRASH.reload })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: CRASH.home })).toHaveAttribute("href", "/");
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/client-errors",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ message: "kaboom", path: "/" }) }),
    );
  });

  it("Reload reloads the page", async () => {
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload, pathname: "/" });
    render(<CrashScreen error={new Error("x")} />);
    await userEvent.click(screen.getByRole("button", { name: CRASH.reload }));
    expect(reload).toHaveBeenCalledOnce();
  });
});

function Broken(): never {
  throw new Error("render failed");
}

describe("AppErrorBoundary", () => {
  it("catches a rendering error and shows the crash screen", () => {
    // React logs caught render errors to console.error; this one is expected.
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: CRASH.title })).toBeInTheDocument();
    spy.mockClear();
  });
});
