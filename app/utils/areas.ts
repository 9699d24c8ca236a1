/**
 * /dashboard and /auth (and their single-fetch `.data` twins): the admin area
 * and its sign-in, rendered for one person and never shared; the only pages
 * whose forms carry a CSRF token (docs/decisions/007-shared-public-pages.md).
 */
export function isPrivateArea(pathname: string): boolean {
  const path = pathname.replace(/\.data$/, "");
  return /^\/(dashboard|auth)(?:[/.]|$)/.test(path);
}
