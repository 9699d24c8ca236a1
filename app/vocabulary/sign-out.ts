/** The words of signing out (spec admin-area §2: 'You are logged out'; the rest is decision 012's). */
export const SIGN_OUT_MESSAGES = {
  /** 'Sign Out' and 'Logout': this session ends, the administrator's other sessions stay. */
  here: "You are logged out",
  /** 'Sign out of all devices'. */
  everywhere: "You are logged out on every device",
  /** The server could not record the end where it outlives a restart (a full disk, Redis away). */
  notRecorded:
    "You are logged out in this browser, but the server could not record the sign-out. A copy of this session may still open the admin: sign in again and choose 'Sign out of all devices'.",
} as const;

/** The account menu's second button: every session ends (decision 012). */
export const SIGN_OUT_EVERYWHERE_LABEL = "Sign out of all devices";
