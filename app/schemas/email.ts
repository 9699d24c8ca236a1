/**
 * zod's own email pattern (`z.regexes.email`), written out: reading it through `z.regexes` keeps
 * every one of zod's patterns in the page's JavaScript (+1.3 KB gz).
 */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
