import { type APIRequestContext, type Page, request } from "@playwright/test";
import { E2E_ADMIN } from "./e2e-env";
import { expect, test } from "./fixtures";

// Every test makes the accounts it needs, through the API, so no test depends on data another test
// made (or changed). Each test is its own client address (fixtures.ts), so the per-address sign-up
// limit never couples two tests either.

export const E2E_PASSWORD = "aloha-e2e-password-1";
let made = 0;

/** A unique address: a label to find it in logs, the process and a counter so reruns never collide. */
export function uniqueEmail(label: string): string {
  made++;
  return `${label}.${process.pid}.${Date.now()}.${made}@example.com`;
}

type Options = { email?: string; password?: string; consent?: boolean };

/**
 * A new account, signed in on `page` (its cookies are the page's). With `consent` (the default) it has
 * accepted the legal texts, as the sign-up form does.
 */
export async function createUser(page: Page, label: string, options: Options = {}) {
  const email = options.email ?? uniqueEmail(label);
  const password = options.password ?? E2E_PASSWORD;
  const signUp = await page.request.post("/api/auth/sign-up/email", { data: { email, password, name: "" } });
  expect(signUp.status(), await signUp.text()).toBe(200);
  if (options.consent ?? true) {
    expect((await page.request.post("/api/me/consent", { data: { consent: true } })).status()).toBe(200);
  }
  return { email, password };
}

/** A new account that accepted the legal texts and paid through the test-mode checkout. */
export async function createPaidUser(page: Page, label: string, options: Omit<Options, "consent"> = {}) {
  const user = await createUser(page, label, options);
  await pay(page.request);
  return user;
}

async function pay(request: APIRequestContext) {
  const checkout = await request.post("/api/payments/checkout", { data: {} });
  expect(checkout.status()).toBe(200);
  const { url } = (await checkout.json()) as { url: string };
  const paid = await request.post(`/api/payments/test-checkout/${url.split("/").at(-1)}/pay`, { data: {} });
  expect(paid.status()).toBe(200);
}

/**
 * A new administrator: a fresh account (signed in on `page`) that the super admin the e2e server
 * starts with promotes through the admin API, in a request context of its own.
 */
export async function createAdmin(page: Page, label: string) {
  const user = await createUser(page, label);
  const baseURL = test.info().project.use.baseURL ?? "";
  const superAdmin = await request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: new URL(baseURL).origin, "x-forwarded-for": `203.0.113.${(made % 250) + 1}` },
  });
  try {
    const signIn = await superAdmin.post("/api/auth/sign-in/email", {
      data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
    });
    expect(signIn.status()).toBe(200);
    const list = (await (await superAdmin.get(`/api/admin/users?q=${encodeURIComponent(user.email)}`)).json()) as {
      items: { id: string; email: string }[];
    };
    const id = list.items.find((row) => row.email === user.email)?.id;
    expect(id, `${user.email} in the admin user list`).toBeTruthy();
    expect((await superAdmin.post(`/api/admin/users/${id}/admin`)).status()).toBe(200);
  } finally {
    await superAdmin.dispose();
  }
  return user;
}
