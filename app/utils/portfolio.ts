/** The home page's 'Design Excellence' portfolio: the static list of public-site §3. */

type PortfolioCategory = "filter-interior" | "filter-product" | "filter-design" | "filter-gallery";

export interface PortfolioItem {
  id: number;
  category: PortfolioCategory;
  title: string;
  description: string;
  image: string;
  alt: string;
  tags: string[];
  featured: boolean;
}

/** The tabs, in the spec's order; `key` is the `?filter=` value (the category without 'filter-'). */
export const PORTFOLIO_FILTERS = [
  { key: "all", label: "All Designs", category: "*" },
  { key: "interior", label: "Interior Design", category: "filter-interior" },
  { key: "product", label: "Product Design", category: "filter-product" },
  { key: "design", label: "Interior Styling/Staging", category: "filter-design" },
  { key: "gallery", label: "Gallery", category: "filter-gallery" },
] as const;

export type PortfolioFilterKey = (typeof PORTFOLIO_FILTERS)[number]["key"];

const PORTFOLIO_ITEMS: PortfolioItem[] = [
  {
    id: 1,
    category: "filter-interior",
    title: "Executive Office Design",
    description: "A walnut-lined study for a managing director in Airport City: quiet, ordered, made to receive.",
    image: "/images/portfolio/executive-office.webp",
    alt: "Executive office with a walnut desk, a wall of books and a tall window",
    tags: ["Workplace", "Walnut", "Bespoke joinery"],
    featured: true,
  },
  {
    id: 2,
    category: "filter-interior",
    title: "Home Bed Room Design",
    description: "A calm bedroom in East Legon with a slatted oak headboard, linen layers and cross-ventilation.",
    image: "/images/portfolio/home-bedroom.webp",
    alt: "Bedroom with an oak headboard, linen bedding and two bedside lamps",
    tags: ["Residential", "Oak", "Linen"],
    featured: true,
  },
  {
    id: 3,
    category: "filter-product",
    title: "Ergonomic Office Chair",
    description: "Our task chair: a breathable woven back, an adjustable seat and a base finished in Accra.",
    image: "/images/portfolio/ergonomic-chair.webp",
    alt: "Black ergonomic office chair with a woven back on a five-star base",
    tags: ["Furniture", "Ergonomics", "Made in Ghana"],
    featured: true,
  },
  {
    id: 4,
    category: "filter-interior",
    title: "Open-Plan Living Room",
    description: "A family room on a terrazzo floor, opened to the garden and shaded by deep reveals.",
    image: "/images/portfolio/open-living.webp",
    alt: "Living room with a cream sofa, a green rug and a terrazzo floor",
    tags: ["Residential", "Terrazzo"],
    featured: false,
  },
  {
    id: 5,
    category: "filter-product",
    title: "Kente Lounge Chair",
    description: "A low lounge chair whose back is woven by hand in the colours of a kente strip.",
    image: "/images/portfolio/kente-lounge-chair.webp",
    alt: "Lounge chair with a striped woven back in ochre, green and clay",
    tags: ["Furniture", "Weaving"],
    featured: false,
  },
  {
    id: 6,
    category: "filter-product",
    title: "Terracotta Pendant Lamp",
    description: "A ribbed clay shade thrown in Vume and fired in a wood kiln, for warm, low light.",
    image: "/images/portfolio/terracotta-pendant.webp",
    alt: "Terracotta pendant lamp glowing against a dark wall",
    tags: ["Lighting", "Ceramics"],
    featured: false,
  },
  {
    id: 7,
    category: "filter-design",
    title: "Villa Staging, East Legon",
    description: "A villa styled for sale in three weeks: a dining room set for twelve under clay pendants.",
    image: "/images/portfolio/villa-staging.webp",
    alt: "Dining room with a long table, woven chairs and two pendant lamps",
    tags: ["Staging", "Residential"],
    featured: false,
  },
  {
    id: 8,
    category: "filter-design",
    title: "Apartment Styling, Cantonments",
    description: "A rental apartment restyled around a forest-green sofa and a burnt clay rug.",
    image: "/images/portfolio/apartment-styling.webp",
    alt: "Apartment living room with a green sofa on a clay-coloured rug",
    tags: ["Styling", "Rental"],
    featured: false,
  },
  {
    id: 9,
    category: "filter-design",
    title: "Boutique Hotel Lobby",
    description: "A lobby in Osu furnished with our lounge chairs, local textiles and a single glowing pendant.",
    image: "/images/portfolio/hotel-lobby.webp",
    alt: "Hotel lobby with two striped lounge chairs on an ochre rug",
    tags: ["Hospitality", "Styling"],
    featured: false,
  },
  {
    id: 10,
    category: "filter-gallery",
    title: "Woven Strip Cloth",
    description: "Detail of a commission woven with a Bonwire family for a residence's stair hall.",
    image: "/images/portfolio/woven-textiles.webp",
    alt: "Close-up of woven strip cloth in ochre, green, clay and black",
    tags: ["Craft", "Textiles"],
    featured: false,
  },
  {
    id: 11,
    category: "filter-gallery",
    title: "Courtyard House at Dusk",
    description: "Two pavilions around a shaded court, with laterite walls and timber louvres.",
    image: "/images/portfolio/courtyard-house.webp",
    alt: "Courtyard house at dusk with lit windows, an arched gate and palm trees",
    tags: ["Architecture", "Residential"],
    featured: false,
  },
];

export function portfolioItemsFor(key: PortfolioFilterKey): PortfolioItem[] {
  const category = PORTFOLIO_FILTERS.find((filter) => filter.key === key)?.category ?? "*";
  return category === "*" ? PORTFOLIO_ITEMS : PORTFOLIO_ITEMS.filter((item) => item.category === category);
}
