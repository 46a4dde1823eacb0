/** The account the local OpenID Connect provider signs in as. */
export const GOOGLE_TEST_USER = { sub: "google-user-1001", email: "wave.rider@example.com", name: "Wave Rider" };
