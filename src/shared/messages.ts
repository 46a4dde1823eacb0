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

export const AUTH = {
  titles: {
    signIn: "Welcome Back",
    signUp: (product: string) => `Join ${product}`,
    forgot: "Reset Password",
    update: "Update Your Password",
  },
  buttons: {
    signIn: "Sign In",
    signUp: "Sign Up",
    sendReset: "Send Reset Link",
    updatePassword: "Update Password",
    google: "Continue with Google",
  },
  toggles: {
    toSignUp: "Don't have an account? Sign up",
    toSignIn: "Already have an account? Sign in",
    forgot: "Forgot your password?",
    backToSignIn: "Back to sign in",
    backHome: "Back to Home",
  },
  labels: {
    email: "Email",
    password: "Password",
    confirmPassword: "Confirm Password",
    newPassword: "New Password",
    referral: "How did you hear about us?",
    referralPlaceholder: "Select an option",
    consent: "I agree to the Terms of Service and Privacy Policy",
  },
  termsDialog: {
    title: "Agree to terms",
    checkbox: "I agree to the Terms of Service and Privacy Policy",
    cancel: "Cancel",
    confirm: "Agree and continue",
  },
  referralDialog: {
    title: "How did you hear about us?",
    cancel: "Cancel",
    confirm: "Continue",
  },
  validation: {
    emailRequired: "Email is required.",
    emailInvalid: "Please enter a valid email address.",
    passwordRequired: "Password is required.",
    passwordMismatch: "Passwords do not match.",
    passwordTooShort: "Password must be at least 8 characters long.",
    passwordTooLong: "Password must be at most 128 characters long.",
    referralRequired: "Please select how you heard about us.",
    consentRequired: "Please agree to the Terms of Service and Privacy Policy.",
  },
  errors: {
    invalidCredentials: "Invalid email or password. Please check your credentials and try again.",
    emailNotConfirmed: "Please check your email and click the confirmation link before signing in.",
    weakPassword: "Please enter a valid password (at least 6 characters).",
    unexpected: "An unexpected error occurred. Please try again.",
    locked: (minutes: number) =>
      `Account temporarily locked due to too many failed login attempts. Try again in ${minutes} minutes.`,
    ipThrottled: "Too many attempts from your network. Please wait a few minutes and try again.",
    deactivated: "This account has been deactivated. Please contact support if you think this is a mistake.",
    google: "Failed to sign in with Google. Please try again.",
    resetErrorTitle: "Password Reset Error",
    resetErrorDefault: "There was an error with the password reset link. Please try again.",
    sessionErrorTitle: "Session Error",
    sessionError: "There was an error setting up your session. Please try the password reset again.",
    signOut: "Error signing out",
    userExists: "An account with this email already exists. Please sign in instead.",
  },
  success: {
    signedIn: { title: "Welcome back!", description: "You've successfully signed in." },
    signedUpConfirm: { title: "Success!", description: "Check your email for the confirmation link." },
    resetSent: {
      title: "Check your email",
      description: "We've sent you a password reset link. The link may take a few minutes to arrive.",
    },
    readyToUpdate: { title: "Ready to Update", description: "You can now update your password." },
    passwordUpdated: { title: "Success!", description: "Your password has been updated successfully." },
    signedOut: "Signed out successfully",
  },
} as const;

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

export const LOADING = "Loading...";

export const REVIEW_FORM = {
  toggle: "Share your experience",
  title: "Write a Review",
  name: "Your Name",
  text: "Your Review",
  rating: "Rating",
  submit: "Submit Review",
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

export const CHAT = {
  headerNew: "New Chat",
  header: "Chat",
  online: "Online",
  newConversation: "New",
  conversations: "Conversations",
  placeholder: "Ask about beaches, hikes, food...",
  send: "Send",
  thinking: "Thinking...",
  welcomeTitle: "Aloha! Where shall we start?",
  welcomeText:
    "Ask me anything about Kauai - beaches, hikes, food, culture or where to stay - and I'll recommend real places that fit your trip.",
  travelInfo: "Travel Info",
  travelInformation: "Travel Information",
  placesToggle: (n: number) => `${n} Place${n === 1 ? "" : "s"}`,
  viewPlaces: (n: number) => `View ${n} Place${n === 1 ? "" : "s"}`,
  runningLow: "Running low on messages",
  remaining: (n: number) => `${n} messages remaining today`,
  validation: {
    required: "Message content is required",
    empty: "Message cannot be empty",
    tooLong: "Message must be 1000 characters or less",
  },
  limit: {
    title: "Daily Limit Reached",
    description: "You've reached your limit for today. Please try again tomorrow.",
  },
  sendFailed: "Failed to send message. Please try again.",
  loadFailed: "Failed to load messages",
  deleted: "Conversation deleted",
  deleteFailed: "Failed to delete conversation",
  rating: {
    title: "Rating submitted",
    positive: "Thank you for your positive feedback!",
    constructive: "Thank you for your constructive feedback!",
    failed: "Failed to submit rating. Please try again.",
    unauthenticated: "User not authenticated",
  },
  save: {
    dialogTitle: "Save to My Trip",
    action: "Save to My Trip",
    category: "Category",
    note: "Note (optional)",
    favorite: "Mark as favorite",
    confirm: "Save",
    categoryRequired: { title: "Category Required", description: "Please select a category for this recommendation." },
    alreadySaved: { title: "Already Saved", description: "This recommendation is already in your trip!" },
    saved: { title: "Saved to Trip!", description: "Recommendation added to your trip planning." },
    failed: "Failed to save recommendation. Please try again.",
  },
  dates: { today: "Today", yesterday: "Yesterday", daysAgo: (n: number) => `${n} days ago` },
} as const;

export const ITINERARY = {
  title: "Create Your Perfect Kauai Itinerary",
  subtitle: "Answer four quick questions and get a day-by-day plan with real places, short drives and good food.",
  steps: ["Trip Basics", "Interests & Activities", "Food Preferences", "Travel Style"],
  stepOf: (n: number, total: number) => `Step ${n} of ${total}`,
  percent: (p: number) => `${p}% complete`,
  previous: "Previous",
  next: "Next",
  generate: "Generate Itinerary",
  startOver: "Start Over",
  people: "How many people?",
  duration: "How many days?",
  dayLabel: (n: number) => (n === 1 ? "1 day" : `${n} days`),
  hint: (n: number) => (n <= 3 ? "a quick getaway" : n <= 7 ? "a great vacation" : "an extended adventure"),
  interests: "What do you love? (choose any)",
  diningStyle: "Dining style",
  cuisines: "Cuisines you enjoy (choose any)",
  activityLevel: "Activity level",
  groupType: "Who's travelling?",
  budget: "Budget",
  overlayCaption: "Creating your personalized Kauai experience",
  overlayMessages: [
    "Checking the surf report with the sea turtles...",
    "Asking the roosters for their favourite beaches...",
    "Counting the waterfalls in Waimea Canyon...",
    "Finding the freshest poke on the island...",
    "Plotting the shortest drive around the Garden Isle...",
    "Saving you a spot for sunset at Kēʻē...",
    "Packing reef-safe sunscreen...",
    "Mapping the one road that circles the island...",
    "Sampling shave ice flavours (for research)...",
    "Adding a sprinkle of aloha...",
  ],
  success: { title: "Success!", description: "Your personalized itinerary has been generated." },
  failed: "Failed to generate itinerary. Please try again.",
  stats: { days: "Days", places: "Places", dailyTime: "Daily Time", varied: "Varied" },
  tipsTitle: "Travel Tips",
  proTips: "Pro Tips",
  viewPlaces: (n: number) => `View Places (${n})`,
  tripTitle: (duration: string) => `${duration} Kauai Trip`,
  print: "Print itinerary",
} as const;
