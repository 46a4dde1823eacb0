import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { NOT_FOUND } from "@/shared/messages/shell";
import { NotFoundPage } from "./not-found-page";

describe("NotFoundPage", () => {
  it("shows '404', 'Oops! Page not found' and a link home, and asks crawlers not to index it", async () => {
    const router = createMemoryRouter([{ path: "*", element: <NotFoundPage /> }], { initialEntries: ["/nowhere"] });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole("heading", { name: NOT_FOUND.code })).toBeInTheDocument();
    expect(screen.getByText(NOT_FOUND.title)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: NOT_FOUND.link })).toHaveAttribute("href", "/");
    expect(document.title).toBe("Page not found | AlohaBot");
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
  });
});
