/** The words of two-factor sign-in (decision 017): the security page, the account menu and the sign-in's code step. */
export const SECOND_FACTOR_MESSAGES = {
  title: "Two-factor sign-in",
  wrongCode: "Invalid code. Please try again.",
  wrongPassword: "Wrong password. Please try again.",
  passwordNeeded: "Please enter your password: it is asked again before two-factor sign-in changes.",
  renewed: "New recovery codes: the earlier ones no longer work.",
  deviceEnded: "That device is signed out",
  deviceGone: "That device was already signed out",
  off: "Two-factor sign-in is off",
  failed: "Two-factor sign-in could not be saved. Please try again.",
  required: "Two-factor sign-in is required on this site: turn it on to open the admin.",
  unreachable: "Two-factor sign-in cannot be checked right now. Please try again in a minute.",
  unavailable: "Two-factor sign-in needs DATA_DIR, where its secret is kept: ask whoever runs the site to set it.",
} as const;
