import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MarkdownReply } from "./markdown-reply";

function imageSources(container: HTMLElement) {
  return [...container.querySelectorAll("img")].map((img) => img.getAttribute("src"));
}

describe("MarkdownReply", () => {
  it("renders no image from another origin, whatever the Markdown form", () => {
    const { container } = render(
      <MarkdownReply
        text={[
          "Here ![x](https://evil.example/a.png) and ![y](//evil.example/b.png)",
          "and ![z](https:evil.example/c.png) and ![v](HTTPS://EVIL.example/e.png) and ![w][ref] and ![d](data:image/png;base64,AAAA)",
          "",
          "[ref]: http://evil.example/d.png?secret=1",
        ].join("\n")}
      />,
    );
    expect(imageSources(container)).toEqual([]);
    expect(container.innerHTML).not.toContain("evil.example");
    // The alt text stays readable.
    expect(container).toHaveTextContent("x");
  });

  it("keeps images from our own origin", () => {
    const { container } = render(<MarkdownReply text="![Hanalei](/showcase/hanalei-bay.svg)" />);
    expect(imageSources(container)).toEqual(["/showcase/hanalei-bay.svg"]);
    expect(screen.getByRole("img", { name: "Hanalei" })).toBeInTheDocument();
  });

  it("opens links in a new tab without opener or referrer, and drops script URLs", () => {
    render(<MarkdownReply text="[Kauai](https://example.org/kauai) and [bad](javascript:alert(1))" />);
    const link = screen.getByRole("link", { name: "Kauai" });
    expect(link).toHaveAttribute("href", "https://example.org/kauai");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByText("bad").closest("a")?.getAttribute("href") ?? "").not.toContain("javascript");
  });
});
