import { describe, expect, it, vi } from "vitest";
import { ApiClientError } from "./api-client";
import { applyFieldErrors } from "./form-errors";

type Values = { email: string; password: string };

describe("applyFieldErrors", () => {
  it("sets each known field's message and focuses only the first", () => {
    const setError = vi.fn();
    const error = new ApiClientError(400, "validation_error", "Some fields are invalid.", {
      email: "Enter a valid e-mail address.",
      password: "Too short.",
      unknownField: "ignored",
    });
    expect(applyFieldErrors<Values>(error, setError, ["email", "password"])).toBe(true);
    expect(setError.mock.calls).toEqual([
      ["email", { type: "server", message: "Enter a valid e-mail address." }, { shouldFocus: true }],
      ["password", { type: "server", message: "Too short." }, { shouldFocus: false }],
    ]);
  });

  it("leaves the form alone for server faults, other errors and field names it does not have", () => {
    const setError = vi.fn();
    expect(applyFieldErrors<Values>(new ApiClientError(500, "x", "x", { email: "x" }), setError, ["email"])).toBe(
      false,
    );
    expect(applyFieldErrors<Values>(new Error("offline"), setError, ["email"])).toBe(false);
    expect(applyFieldErrors<Values>(new ApiClientError(409, "x", "x"), setError, ["email"])).toBe(false);
    expect(applyFieldErrors<Values>(new ApiClientError(400, "x", "x", { other: "x" }), setError, ["email"])).toBe(
      false,
    );
    expect(setError).not.toHaveBeenCalled();
  });
});

describe("applyFieldErrors with aliases", () => {
  it("puts a server field on the form field of another name", () => {
    const setError = vi.fn();
    const error = new ApiClientError(400, "validation_error", "x", { newPassword: "Too short." });
    expect(applyFieldErrors<Values>(error, setError, ["password"], { newPassword: "password" })).toBe(true);
    expect(setError).toHaveBeenCalledWith("password", { type: "server", message: "Too short." }, { shouldFocus: true });
  });
});
