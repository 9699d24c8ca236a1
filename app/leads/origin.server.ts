import { VISIT_FIELDS, type LeadOrigin } from "~/schemas/lead";

/**
 * Where a lead came from, read from its own POST, with no cookie: the page the form was on (the
 * POST's Referer when it is this site's, else the form's own address), the visit's first page and
 * referrer that the analytics script keeps for the tab and puts in the form's `visit_*` fields
 * (components/analytics/tracker.ts; empty without JavaScript), and the visit's `utm_*` campaign,
 * from those fields or else from the form page's address.
 */

const MAX = 300;

/** Text a person could have written there: no controls, cut to MAX. */
const clean = (value: unknown) => {
  if (typeof value !== "string") return null;
  const text = value
    .replace(/\p{Cc}/gu, "")
    .trim()
    .slice(0, MAX);
  return text || null;
};

/** A path of this site (`/resources/shop?x=1`), never another address. */
const sitePath = (value: string | null) => (value && /^\/(?![/\\])/.test(value) ? value : null);

/** An outside address (http or https) the visit came from; none for this site's own pages. */
function outside(value: string | null, host: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (!/^https?:$/.test(url.protocol) || url.host === host) return null;
    return url.toString().slice(0, MAX);
  } catch {
    return null;
  }
}

export function originOf(request: Request, formData: FormData): LeadOrigin {
  const here = new URL(request.url);
  const typed = Object.fromEntries(VISIT_FIELDS.map((name) => [name, clean(formData.get(name))])) as Record<
    (typeof VISIT_FIELDS)[number],
    string | null
  >;
  let page = `${here.pathname}${here.search}`;
  const referer = request.headers.get("Referer");
  if (referer) {
    try {
      const from = new URL(referer);
      if (from.host === here.host) page = `${from.pathname}${from.search}`;
    } catch {
      // A malformed Referer: the form's own address stands.
    }
  }
  page = page.slice(0, MAX);
  const pageQuery = new URL(page, here).searchParams;
  const campaign = (name: "utm_source" | "utm_medium" | "utm_campaign") => typed[name] ?? clean(pageQuery.get(name));
  return {
    page,
    landing: sitePath(typed.visit_landing),
    referrer: outside(typed.visit_referrer, here.host),
    campaign: { source: campaign("utm_source"), medium: campaign("utm_medium"), campaign: campaign("utm_campaign") },
  };
}
