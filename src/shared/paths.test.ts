import { describe, expect, it } from "vitest";
import { isClientRoute, paths } from "./paths";

describe("isClientRoute", () => {
  it("knows every visitor route and the admin children", () => {
    for (const path of Object.values(paths).filter((path) => path !== paths.sitemap)) {
      expect(isClientRoute(path), path).toBe(true);
    }
    expect(isClientRoute("/admin/users")).toBe(true);
    expect(isClientRoute("/chat/")).toBe(true);
  });

  it("rejects unknown paths", () => {
    expect(isClientRoute("/nope")).toBe(false);
    expect(isClientRoute("/chat/extra/deep")).toBe(false);
    expect(isClientRoute("/sitemap.xml")).toBe(false);
    // Only admin pages that exist: an unknown one is the not-found page with a 404.
    expect(isClientRoute("/admin/unknown")).toBe(false);
  });
});
