// Exact UI strings from the spec, shared by the client, the server and the tests.

export const NOT_FOUND = {
  code: "404",
  title: "Oops! Page not found",
  link: "Return to Home",
} as const;

export const CRASH = {
  title: "Something went wrong",
  text: "An unexpected error occurred. Please try reloading the page.",
  reload: "Reload",
  home: "Go home",
} as const;

export const NAV = {
  signIn: "Sign In",
  signOut: "Sign Out",
  welcome: (email: string) => `Welcome, ${email}`,
  startChat: "Start Chat",
  aiPlanner: "AI Planner",
  admin: "Admin",
} as const;

export const LANDING = {
  tagline: "All Things Kauai, All in One Place",
  startChattingSignedIn: "Start Chatting — Explore Kauai!",
  getStarted: "Get Started — 100% Free!",
  signIn: "Sign In",
  featuredSponsors: "Featured Sponsors",
  visitWebsite: "Visit Website",
  hiddenGems: "Discover Kauai's Hidden Gems",
  testimonials: "What Our Users Say",
  startChattingSection: "Start chatting with us",
  terms: "Terms",
  privacy: "Privacy",
} as const;

export const GENERIC_ERROR = "An unexpected error occurred. Please try again.";

export const LOADING = "Loading...";

/** Any route's answer when a rate limit refuses a request (HTTP 429). */
export const RATE_LIMITED = "You're doing that a lot. Please wait a while and try again.";
