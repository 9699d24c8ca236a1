/** Fixed facts about the studio shown across the public site. */
export const STUDIO = {
  name: "Aniwa Studio",
  tagline: "Architecture, interiors & home collections",
  city: "Accra, Ghana",
  address: "14 Lagos Avenue, East Legon, Accra, Ghana",
  // The same address in parts, and the map's point (structured data, app/kits/seo).
  street: "14 Lagos Avenue, East Legon",
  locality: "Accra",
  region: "Greater Accra",
  country: "GH",
  geo: { latitude: 5.6358, longitude: -0.1614 },
  // The studio's social profiles (schema.org sameAs); the footer's social links are the spec's placeholders.
  profiles: [
    "https://www.instagram.com/aniwastudio",
    "https://www.pinterest.com/aniwastudio",
    "https://www.linkedin.com/company/aniwastudio",
    "https://www.facebook.com/aniwastudio",
  ],
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

export const MAIN_MENU = [
  { to: "/", label: "Home" },
  { to: "/resources/about-us", label: "About" },
  { to: "/resources/projects", label: "Projects" },
  { to: "/resources/shop", label: "Shop" },
  { to: "/resources/blogs", label: "Blog" },
  { to: "/resources/contact-us", label: "Contact" },
] as const;
