// Exact UI strings from the spec, shared by the client, the server and the tests.

export const REVIEW_FORM = {
  toggle: "Share your experience",
  title: "Write a Review",
  name: "Your Name",
  text: "Your Review",
  rating: "Rating",
  submit: "Submit Review",
  submitting: "Submitting...",
  remaining: (left: number) => `${left} characters remaining`,
  validationTitle: "Validation Error",
  nameRequired: "Please enter your name",
  nameTooLong: "Name must be 100 characters or less",
  textRequired: "Please write a review",
  textTooLong: "Review must be 500 characters or less",
  ratingRequired: "Please select a star rating",
  tooManyLinks: "Please remove the links from your review.",
  spam: "Your review could not be accepted.",
  throttled: "You've sent several reviews recently. Please try again later.",
  success: {
    title: "Review Submitted!",
    description: "Thank you for your review! It will be published after moderation.",
  },
  thanks: "Mahalo! Your review is waiting for moderation.",
  another: "Submit Another Review",
  genericError: "An unexpected error occurred",
} as const;

export const LEGAL_PAGES = {
  terms: { title: "Terms of Service", loadError: "Failed to load Terms of Service. Please try again later." },
  privacy: { title: "Privacy Policy", loadError: "Failed to load Privacy Policy. Please try again later." },
  back: "Back to Home",
  updated: (date: string) => `Last updated ${date}`,
} as const;
