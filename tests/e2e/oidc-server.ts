// A local OpenID Connect provider standing in for Google in the end-to-end tests
// (started by playwright.config.ts). Same code path as Google; only the issuer URL differs.
import { OAuth2Server } from "oauth2-mock-server";

import { GOOGLE_TEST_USER } from "./oidc-server-user";

const OIDC_PORT = Number(process.env.OIDC_PORT ?? 4180);

const server = new OAuth2Server();
await server.issuer.keys.generate("RS256");
server.service.on("beforeTokenSigning", (token) => {
  token.payload.sub = GOOGLE_TEST_USER.sub;
  token.payload.email = GOOGLE_TEST_USER.email;
  token.payload.email_verified = true;
  token.payload.name = GOOGLE_TEST_USER.name;
});
server.service.on("beforeUserinfo", (response) => {
  response.body = { ...GOOGLE_TEST_USER, email_verified: true };
});
await server.start(OIDC_PORT, "127.0.0.1");
console.log(`OIDC test provider on ${server.issuer.url}`);
