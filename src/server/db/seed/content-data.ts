// Seeded showcase, demonstration reviews and legal texts. The reviews are starting content for the
// homepage carousel (written by us, not by customers); docs/seed-data.md asks admins to replace them.

export const SEED_SHOWCASE = [
  {
    name: "Nā Pali Coast",
    imageUrl: "/showcase/na-pali-coast.svg",
    altText: "Illustration of the green, fluted Nā Pali sea cliffs above a blue ocean",
  },
  {
    name: "Waimea Canyon",
    imageUrl: "/showcase/waimea-canyon.svg",
    altText: "Illustration of the red and ochre layers of Waimea Canyon",
  },
  {
    name: "Hanalei Bay",
    imageUrl: "/showcase/hanalei-bay.svg",
    altText: "Illustration of Hanalei Bay's beach and pier beneath green mountains",
  },
  {
    name: "Poʻipū Beach",
    imageUrl: "/showcase/poipu-beach.svg",
    altText: "Illustration of a golden south-shore beach at sunset",
  },
  {
    name: "Wailua Falls",
    imageUrl: "/showcase/wailua-falls.svg",
    altText: "Illustration of twin waterfalls dropping into a misty pool",
  },
  {
    name: "Kīlauea Lighthouse",
    imageUrl: "/showcase/kilauea-lighthouse.svg",
    altText: "Illustration of the white and red Kīlauea lighthouse on a green point",
  },
] as const;

export const SEED_REVIEWS = [
  {
    reviewerName: "Maya R.",
    reviewText:
      "AlohaBot steered us to the Hāʻena reservation in time and built our North Shore day around it. Kēʻē at sunset was the highlight of the trip.",
    starRating: 5,
  },
  {
    reviewerName: "Daniel K.",
    reviewText:
      "We asked for a rainy-day plan in Hanalei and got the west side instead: sunshine at Salt Pond and Waimea Canyon before the clouds. Smart call.",
    starRating: 5,
  },
  {
    reviewerName: "Priya S.",
    reviewText:
      "Traveling with two small kids, the Lydgate and Poʻipū suggestions were perfect - calm water, lifeguards and good lunch spots nearby.",
    starRating: 5,
  },
  {
    reviewerName: "Tom & Lisa",
    reviewText:
      "The itinerary kept each day on one side of the island. We spent our time at beaches instead of in the car.",
    starRating: 5,
  },
  {
    reviewerName: "Keoni A.",
    reviewText:
      "Good local picks - Hamura Saimin, Kōloa Fish Market, JoJo's. It even reminded us not to stand on the rocks at Queen's Bath.",
    starRating: 4,
  },
  {
    reviewerName: "Emily W.",
    reviewText:
      "I loved that every place it recommended was real and had practical details like parking, fees and the best time to go.",
    starRating: 5,
  },
  {
    reviewerName: "Marco D.",
    reviewText:
      "Asked for a hard hike with a view and got Awaʻawapuhi with a tip to start early before the clouds. Exactly right.",
    starRating: 5,
  },
  {
    reviewerName: "Hannah L.",
    reviewText:
      "Quick, friendly answers on the phone while we were driving around. Worth it for the snorkel tips alone.",
    starRating: 4,
  },
] as const;

export function termsOfServiceHtml(siteName: string, supportEmail: string): string {
  return `<h2>1. About these terms</h2>
<p>These terms govern your use of ${siteName}, a trip-planning assistant for visitors to Kauaʻi, including the website, the AI concierge chat, the itinerary builder and premium access. By creating an account or using the service you agree to them.</p>
<h2>2. Your account</h2>
<p>You must give a valid e-mail address and keep your password private. You are responsible for activity under your account. Tell us at ${supportEmail} if you think someone else has used it.</p>
<h2>3. Premium access</h2>
<p>Premium access is a one-time purchase of $14.99 (USD) that unlocks the concierge chat for the lifetime of the service, subject to the fair-use daily message limit shown in the app. Payments are processed by our payment provider; we never see or store your card number. If a payment fails or is charged twice, contact us and we will put it right.</p>
<h2>4. Recommendations are guidance, not guarantees</h2>
<p>${siteName} recommends places from its own directory and general knowledge. Opening hours, prices, reservations, trail and road conditions and ocean conditions change without notice. Always check official sources before you go, obey posted signs and lifeguards, and never enter the ocean or a stream when conditions are unsafe. You are responsible for your own safety and decisions.</p>
<h2>5. Respect for Kauaʻi</h2>
<p>Some places are sacred, protected or private. Do not use the service to plan trespass or to access closed areas. Follow reservation and permit rules, such as those for Hāʻena State Park and the Kalalau Trail.</p>
<h2>6. Acceptable use</h2>
<p>Do not misuse the service: no attempts to break or overload it, to access other people's data, to scrape it at scale, or to submit unlawful, abusive or misleading content such as fake reviews.</p>
<h2>7. Reviews and content you submit</h2>
<p>Reviews you submit may be moderated before they are published. You grant us permission to display them on the site. We may decline or remove content that breaks these terms.</p>
<h2>8. Changes and ending the service</h2>
<p>We may update these terms; when we do, we will ask you to accept the new version before you continue to use premium features. You may close your account at any time by contacting us.</p>
<h2>9. Liability</h2>
<p>To the extent the law allows, the service is provided as is, and our total liability to you is limited to the amount you paid us.</p>
<h2>10. Contact</h2>
<p>Questions about these terms: ${supportEmail}.</p>`;
}

export function privacyPolicyHtml(siteName: string, supportEmail: string): string {
  return `<h2>1. What we collect</h2>
<p>${siteName} collects what it needs to run the service: your e-mail address and a securely hashed password (or your Google account identifier if you sign in with Google), your payment status (not your card details), the messages you send to the concierge and its replies, the places and itineraries you save, ratings and reviews you submit, and how you heard about us if you tell us.</p>
<h2>2. Security and sign-in records</h2>
<p>To protect accounts we record sign-in attempts with the e-mail used, the time, the result, the IP address and the browser's user agent. We use these records to stop password-guessing attacks and keep them for a limited period.</p>
<h2>3. How we use it</h2>
<p>We use your data to provide the chat and itinerary features, to enforce fair-use limits, to process your purchase, to answer support requests and to improve recommendations. We do not sell your personal data and we do not use it for advertising.</p>
<h2>4. Service providers</h2>
<p>We share data only with providers that help run the service: our hosting and database provider, our payment processor (which receives what it needs to take your payment), our e-mail provider for account messages, and, when enabled, an AI model provider that receives the text of your chat messages to generate replies.</p>
<h2>5. Cookies</h2>
<p>We use strictly necessary cookies to keep you signed in and to protect forms against forgery. We do not use advertising or cross-site tracking cookies.</p>
<h2>6. Your choices and rights</h2>
<p>You can delete your conversations and saved items in the app at any time. You can ask us for a copy of your data or for your account to be deleted by writing to ${supportEmail}.</p>
<h2>7. Retention</h2>
<p>We keep account data while your account is open. Sign-in records are kept for up to 90 days. Backups are overwritten on a rolling schedule.</p>
<h2>8. Changes</h2>
<p>When this policy changes in a way that matters, we will ask you to review and accept the new version.</p>
<h2>9. Contact</h2>
<p>Privacy questions: ${supportEmail}.</p>`;
}
