// Exact UI strings from the spec, shared by the client, the server and the tests.

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
  /** Button labels while the request is in flight. */
  pending: {
    signIn: "Signing in...",
    signUp: "Creating account...",
    sendReset: "Sending...",
    updatePassword: "Updating...",
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
