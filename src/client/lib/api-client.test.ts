import { afterEach, describe, expect, it } from "vitest";
import { installFakeServer } from "@/client/testing/render-route";
import { deletedSchema } from "@/shared/schemas/api";
import { checkoutConfirmationSchema } from "@/shared/schemas/payments";
import { ApiClientError, apiFetch, parseResponse } from "./api-client";

// In development and tests (this run: import.meta.env.PROD is false) a response is checked against
// its shared schema, so a fixture or a server that drifts from the contract fails here, loudly.

afterEach(() => {
  installFakeServer({});
});

describe("apiFetch with a schema", () => {
  it("returns a body that matches its schema", async () => {
    installFakeServer({ "POST /api/payments/confirm": { json: { status: "paid", hasPaid: true } } });
    await expect(
      apiFetch("/api/payments/confirm", {
        method: "POST",
        json: { sessionId: "cs_1" },
        schema: checkoutConfirmationSchema,
      }),
    ).resolves.toEqual({ status: "paid", hasPaid: true });
  });

  it("reports a body that does not match: the path, the field and what was wrong", async () => {
    installFakeServer({ "POST /api/payments/confirm": { json: { status: "done", hasPaid: true } } });
    const failure = apiFetch("/api/payments/confirm", {
      method: "POST",
      json: { sessionId: "cs_1" },
      schema: checkoutConfirmationSchema,
    }).catch((error: unknown) => error);
    const error = await failure;
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({ code: "response_mismatch", status: 0 });
    expect((error as Error).message).toMatch(
      /^The response of \/api\/payments\/confirm does not match its schema at status:/,
    );
  });

  it("reports a missing field and a wrong root", async () => {
    installFakeServer({ "DELETE /api/trip/saved/x": { json: { ok: true } } });
    await expect(apiFetch("/api/trip/saved/x", { method: "DELETE", schema: deletedSchema })).rejects.toThrow(
      /\/api\/trip\/saved\/x does not match its schema at deleted/,
    );
    expect(() => parseResponse(deletedSchema, [], "/api/x")).toThrow(/at \(root\)/);
  });

  it("passes a body through unchecked only when no schema is given", async () => {
    installFakeServer({ "GET /api/anything": { json: { whatever: 1 } } });
    await expect(apiFetch("/api/anything")).resolves.toEqual({ whatever: 1 });
  });

  it("keeps the server's error shape for a failed request (the schema is for the success body)", async () => {
    installFakeServer({
      "POST /api/payments/confirm": { status: 400, json: { error: { code: "validation_error", message: "Bad" } } },
    });
    await expect(
      apiFetch("/api/payments/confirm", { method: "POST", json: {}, schema: checkoutConfirmationSchema }),
    ).rejects.toMatchObject({ status: 400, code: "validation_error", message: "Bad" });
  });
});
