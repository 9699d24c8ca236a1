/** Fixed facts about the studio shown across the public site. */
export const STUDIO = {
  name: "Aniwa Studio",
  tagline: "Architecture, interiors & home collections",
  city: "Accra, Ghana",
  address: "14 Lagos Avenue, East Legon, Accra, Ghana",
  // In parts, with the map's point and the social profiles, in the structured data (app/kits/seo/structured-data.ts).
  emails: ["hello@aniwastudio.com", "projects@aniwastudio.com"],
  phones: ["+233 30 290 1234", "+233 24 456 7890"],
  hours: ["Monday – Friday: 8:00 AM – 6:00 PM", "Saturday: 9:00 AM – 4:00 PM (by appointment only)"],
} as const;

export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, "")}`;

export const SERVICE_PAGES = [
  { to: "/services/architectural-service", label: "Architectural" },
  { to: "/services/renovation-service", label: "Renovation / Restoration" },
  { to: "/services/newbuild-service", label: "New Build" },
  { to: "/services/extention-service", label: "Extensions" },
] as const;

/** The shop, whose filters, links and head all build on its path. */
export const SHOP_PATH = "/resources/shop";

/** The visitor's enquiry basket and wishlist (the header links to both). */
export const CART_PATH = "/resources/cart";
export const WISHLIST_PATH = "/resources/wishlist";

export const MAIN_MENU = [
  { to: "/", label: "Home" },
  { to: "/resources/about-us", label: "About" },
  { to: "/resources/projects", label: "Projects" },
  { to: SHOP_PATH, label: "Shop" },
  { to: "/resources/blogs", label: "Blog" },
  { to: "/resources/contact-us", label: "Contact" },
] as const;

/** The footer's 'Company' column. */
export const COMPANY_LINKS = [
  { to: "/resources/about-us", label: "About Us" },
  { to: "/resources/projects", label: "Our Projects" },
  { to: SHOP_PATH, label: "Shop" },
  { to: "/resources/blogs", label: "Press" },
  { to: "/resources/blogs", label: "Blog" },
  { to: "/resources/contact-us", label: "Contact" },
];
