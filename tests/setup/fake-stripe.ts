import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";

export type FakeSession = {
  id: string;
  object: "checkout.session";
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid";
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string;
};

/**
 * A local HTTP server speaking the part of Stripe's API the app uses (create, retrieve and
 * expire a Checkout Session), so the real `stripe` library can be tested offline.
 */
export async function startFakeStripe() {
  const sessions = new Map<string, FakeSession>();
  const requests: { method: string; path: string; body: URLSearchParams }[] = [];
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => {
      raw += chunk.toString();
    });
    req.on("end", () => {
      const body = new URLSearchParams(raw);
      const path = (req.url ?? "").split("?")[0] ?? "";
      requests.push({ method: req.method ?? "", path, body });
      res.setHeader("content-type", "application/json");
      if (!req.headers.authorization?.startsWith("Bearer sk_test_")) {
        res.statusCode = 401;
        res.end(JSON.stringify({ error: { type: "invalid_request_error", message: "Invalid API key" } }));
        return;
      }
      if (req.method === "POST" && path === "/v1/checkout/sessions") {
        const id = `cs_test_${randomBytes(12).toString("hex")}`;
        const session: FakeSession = {
          id,
          object: "checkout.session",
          mode: body.get("mode") ?? "payment",
          status: "open",
          payment_status: "unpaid",
          amount_total: Number(body.get("line_items[0][price_data][unit_amount]") ?? 1499),
          currency: body.get("line_items[0][price_data][currency]") ?? "usd",
          client_reference_id: body.get("client_reference_id"),
          metadata: { userId: body.get("metadata[userId]") ?? "" },
          success_url: body.get("success_url") ?? "",
          cancel_url: body.get("cancel_url") ?? "",
          url: `https://checkout.stripe.test/c/pay/${id}`,
        };
        sessions.set(id, session);
        res.end(JSON.stringify(session));
        return;
      }
      const match = path.match(/^\/v1\/checkout\/sessions\/([\w-]+)$/);
      if (req.method === "GET" && match) {
        const session = sessions.get(match[1] ?? "");
        if (!session) {
          res.statusCode = 404;
          res.end(JSON.stringify({ error: { type: "invalid_request_error", message: "No such checkout.session" } }));
          return;
        }
        res.end(JSON.stringify(session));
        return;
      }
      const expire = path.match(/^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/);
      const toExpire = req.method === "POST" && expire ? sessions.get(expire[1] ?? "") : undefined;
      if (toExpire && toExpire.status === "open") {
        toExpire.status = "expired";
        res.end(JSON.stringify(toExpire));
        return;
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { type: "invalid_request_error", message: "Unrecognized request URL" } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  return {
    api: { host: "127.0.0.1", port, protocol: "http" as const },
    sessions,
    requests,
    /** What Stripe would hold after the customer pays. */
    markPaid(id: string) {
      const session = sessions.get(id);
      if (session) Object.assign(session, { status: "complete", payment_status: "paid" });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
