import { sqlDate } from "../dates";

export interface SeedEvent {
  session_id: string;
  page_url: string;
  event_type: "page_view" | "click" | "engagement";
  event_date: string;
  ip_address: string;
  referrer: string;
  user_agent: string;
  label: string;
}

/** A small seeded generator, so every fresh database gets the same believable traffic. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Visits per hour of day in Accra: quiet at night, busy at lunch, peaking mid-afternoon.
const HOUR_WEIGHTS = [1, 1, 1, 1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 10, 8, 7, 6, 5, 4, 3, 2];

const REFERRERS = [
  "",
  "",
  "https://www.google.com/",
  "https://www.google.com/",
  "https://www.instagram.com/",
  "https://www.facebook.com/",
  "https://www.linkedin.com/",
  "https://www.pinterest.com/",
];

const USER_AGENTS = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
];

const CLICK_LABELS = [
  "Read More",
  "Quick View",
  "Start Your Project",
  "Schedule Appointment",
  "View Project",
  "Send Message",
];

/**
 * A week of traffic before `now`: 40 visitors (session ids), each coming back one to five
 * times, as the site keeps its session id in local storage. Visits fall by the hourly weights,
 * and the first 24 cover every hour of the day; each is a short walk through the public pages
 * with clicks and engagement pings.
 */
export function seedAnalytics(now: Date, blogSlugs: readonly string[]): SeedEvent[] {
  const rand = random(20_260_305);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)];
  const pages = [
    "/",
    "/",
    "/resources/about-us",
    "/resources/contact-us",
    "/resources/blogs",
    "/resources/blogs",
    "/resources/shop",
    "/resources/shop",
    "/resources/projects",
    "/services/architectural-service",
    "/services/newbuild-service",
    "/services/extention-service",
    "/services/renovation-service",
    ...blogSlugs.slice(0, 6).map((slug) => `/resources/blog-info/${slug}/`),
  ];
  const weightTotal = HOUR_WEIGHTS.reduce((a, b) => a + b, 0);
  const weightedHour = () => {
    let roll = rand() * weightTotal;
    for (let hour = 0; hour < 24; hour += 1) {
      roll -= HOUR_WEIGHTS[hour];
      if (roll < 0) return hour;
    }
    return 15;
  };

  const events: SeedEvent[] = [];
  let visitCount = 0;
  for (let visitor = 0; visitor < 40; visitor += 1) {
    const session_id = `sess_${(visitor + 1).toString(36).padStart(2, "0")}${Math.floor(rand() * 36 ** 8)
      .toString(36)
      .padStart(8, "0")}`;
    const ip_address = `${pick(["41.66", "154.160", "102.176", "197.251"])}.${Math.floor(rand() * 254) + 1}.${Math.floor(rand() * 254) + 1}`;
    const user_agent = pick(USER_AGENTS);

    const visits = 1 + Math.floor(rand() * 5);
    for (let v = 0; v < visits; v += 1, visitCount += 1) {
      const hour = visitCount < 24 ? visitCount : weightedHour();
      const start = new Date(now);
      start.setUTCDate(start.getUTCDate() - Math.floor(rand() * 7));
      start.setUTCHours(hour, Math.floor(rand() * 50), Math.floor(rand() * 60), 0);
      // A visit must have ended before now; today's later hours move to yesterday.
      if (start.getTime() > now.getTime() - 3600_000) start.setUTCDate(start.getUTCDate() - 1);

      const referrer = pick(REFERRERS);
      const length = 1 + Math.floor(rand() * (hour >= 12 && hour <= 17 ? 6 : 4));
      let at = start.getTime();
      let page = pick(pages);
      for (let e = 0; e < length; e += 1) {
        const roll = rand();
        const event_type = e === 0 || roll < 0.5 ? "page_view" : roll < 0.8 ? "click" : "engagement";
        if (event_type === "page_view" && e > 0) page = pick(pages);
        events.push({
          session_id,
          page_url: page,
          event_type,
          event_date: sqlDate(new Date(at)),
          ip_address,
          referrer: e === 0 ? referrer : "",
          user_agent,
          label: event_type === "click" ? pick(CLICK_LABELS) : event_type === "engagement" ? "visible 30s" : "",
        });
        at += (15 + Math.floor(rand() * 90)) * 1000;
      }
    }
  }
  return events.sort((a, b) => a.event_date.localeCompare(b.event_date));
}
