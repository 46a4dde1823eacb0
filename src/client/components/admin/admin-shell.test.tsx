import { describe, expect, it } from "vitest";
import { isTypingTarget, readSidebarCookie } from "./admin-shell";

describe("the admin sidebar", () => {
  it("reads its state from the cookie, expanded by default", () => {
    expect(readSidebarCookie("")).toBe(true);
    expect(readSidebarCookie("a=1; admin_sidebar_state=false; b=2")).toBe(false);
    expect(readSidebarCookie("admin_sidebar_state=true")).toBe(true);
  });

  it("treats inputs, text areas, selects and editors as typing places for the shortcut", () => {
    const editor = document.createElement("div");
    editor.setAttribute("contenteditable", "true");
    const inner = document.createElement("p");
    editor.append(inner);
    document.body.append(editor);
    for (const tag of ["input", "textarea", "select"]) expect(isTypingTarget(document.createElement(tag))).toBe(true);
    expect(isTypingTarget(inner)).toBe(true);
    expect(isTypingTarget(document.createElement("button"))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
