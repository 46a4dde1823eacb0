// Exact UI strings from the spec, shared by the client, the server and the tests.

export const PAYMENT = {
  title: (product: string) => `Unlock ${product} Premium`,
  features: [
    "Unlimited AI chat sessions",
    "Personalized recommendations",
    "Real-time updates and local insights",
    "One-time purchase with lifetime access",
  ],
  purchase: "Purchase Premium Access - $14.99",
  redirecting: { title: "Redirecting to checkout", description: "Taking you to our secure checkout..." },
  newTab: {
    title: "Checkout opened in a new tab",
    description: "Finish your purchase there; this page updates when you're done.",
  },
  checkoutFailed: {
    title: "Checkout failed",
    description: "There was an error creating your checkout session. Please try again.",
  },
  canceled: { title: "Checkout canceled", description: "You have not been charged." },
  success: { title: "Payment successful!", description: "Premium is unlocked. Enjoy unlimited chat!" },
  confirming: "Confirming your payment...",
  stillPending: "We're still waiting for the payment to be confirmed. This usually takes a few seconds.",
  checkAgain: "Check again",
  notConfirmed: "We could not confirm this payment.",
  backToPayment: "Back to payment",
} as const;

export const PRICING = {
  title: "Unlock Full Access",
  badge: "Full Access",
  price: "$14.99",
  priceNote: "one-time payment · lifetime access",
  features: [
    "Unlimited AI conversations",
    "Personalized travel recommendations",
    "24/7 instant responses",
    "Premium support",
    "Advanced trip planning",
    "Enhanced chat experience",
  ],
  getAccess: "Get Full Access Now",
  signUp: "Sign Up to Get Access",
  failed: "Failed to create checkout session",
} as const;

export const TEST_CHECKOUT = {
  banner: "Test mode: no real payment is taken and no money moves.",
  title: "Checkout",
  pay: "Pay $14.99",
  cancel: "Cancel",
  expired: "This checkout session has expired. Please start again from the payment page.",
} as const;

export const LEGAL_DIALOG = {
  title: "Please review our terms",
  description:
    "To keep using premium features, please read and accept our current Terms of Service and Privacy Policy.",
  accept: "I Accept",
  failed: "We could not save your acceptance. Please try again.",
} as const;
