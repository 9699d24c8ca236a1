export interface SeedProject {
  title: string;
  category: "residential" | "commercial" | "interior-design" | "landscape" | "renovation";
  client: string;
  location: string;
  /** Years before the current one. */
  yearsAgo: number;
  status: "completed" | "in-progress" | "planned" | "on-hold";
  featured: boolean;
  tags: string;
  images: string[];
  description: string;
}

export const seedProjects: SeedProject[] = [
  {
    title: "Courtyard House, East Legon",
    category: "residential",
    client: "The Mensah Family",
    location: "East Legon, Accra",
    yearsAgo: 1,
    status: "completed",
    featured: true,
    tags: "courtyard, family home, passive cooling",
    images: [
      "courtyard-house-east-legon-1",
      "courtyard-house-east-legon-2",
      "courtyard-house-east-legon-3",
      "courtyard-house-east-legon-4",
    ],
    // A client quote rides in the description's settings block (decisions 014, 016).
    description:
      "---\nquote: We asked for a cool house without air conditioning all day. We got a courtyard the children live in.\nquote-by: Kwame Mensah, homeowner\n---\n\n" +
      "A four-bedroom family home arranged around a planted courtyard, with deep overhangs, cross-ventilated rooms and a breeze-block stair core. Air conditioning runs only in the bedrooms, and only at night.",
  },
  {
    title: "Hillside Retreat, Aburi",
    category: "residential",
    client: "Dr. Akua Frimpong",
    location: "Aburi, Eastern Region",
    yearsAgo: 0,
    status: "in-progress",
    featured: true,
    tags: "hillside, retreat, laterite",
    images: ["hillside-retreat-aburi-1", "hillside-retreat-aburi-2"],
    description:
      "A weekend house stepping down the Akuapem ridge in three terraces of compressed laterite, each opening to the valley and the cool mountain air.",
  },
  {
    title: "Townhouses at Dzorwulu",
    category: "residential",
    client: "Kwarteng Developments",
    location: "Dzorwulu, Accra",
    yearsAgo: 0,
    status: "planned",
    featured: false,
    tags: "townhouses, development, urban",
    images: ["townhouses-at-dzorwulu-1", "townhouses-at-dzorwulu-2"],
    description:
      "Six narrow-plan townhouses with shared rooftop gardens and vertical timber fins on the west elevation. Planning submission in preparation.",
  },
  {
    title: "Beach House, Ada Foah",
    category: "residential",
    client: "Mr. & Mrs. Tetteh",
    location: "Ada Foah, Greater Accra",
    yearsAgo: 4,
    status: "completed",
    featured: false,
    tags: "beach house, raised floor, timber",
    images: ["beach-house-ada-foah-1", "beach-house-ada-foah-2", "beach-house-ada-foah-3"],
    description:
      "---\nquote: The floods came twice last season and the house stayed dry. The crew from Ada built it like their own.\nquote-by: Abena Tetteh\n---\n\n" +
      "A raised timber house on the estuary, lifted above the flood line and shaded by a continuous pergola. Built with a local crew from Ada.",
  },
  {
    title: "Headquarters for Sankofa Foods",
    category: "commercial",
    client: "Sankofa Foods Ltd",
    location: "Spintex Road, Accra",
    yearsAgo: 2,
    status: "completed",
    featured: true,
    tags: "offices, headquarters, daylight",
    images: [
      "headquarters-for-sankofa-foods-1",
      "headquarters-for-sankofa-foods-2",
      "headquarters-for-sankofa-foods-3",
    ],
    description:
      "A three-storey office building with a shaded gallery on every floor and a ventilated double roof. Staff canteen and tasting kitchen on the ground floor.",
  },
  {
    title: "Boutique Hotel, Cantonments",
    category: "commercial",
    client: "Adom Hospitality",
    location: "Cantonments, Accra",
    yearsAgo: 0,
    status: "in-progress",
    featured: false,
    tags: "hotel, hospitality, courtyard",
    images: ["boutique-hotel-cantonments-1", "boutique-hotel-cantonments-2"],
    description: "Twenty-two rooms around two courtyards, a rooftop bar and a restaurant in a restored 1960s villa.",
  },
  {
    title: "Osu Market Hall Pavilion",
    category: "commercial",
    client: "La Dadekotopon Municipal Assembly",
    location: "Osu, Accra",
    yearsAgo: 1,
    status: "on-hold",
    featured: false,
    tags: "public, market, pavilion",
    images: ["osu-market-hall-pavilion-1"],
    description:
      "A lightweight steel-and-timber canopy for forty market stalls, with rainwater collection from the roof.",
  },
  {
    title: "Co-working Studio, Labone",
    category: "commercial",
    client: "Kasa Works",
    location: "Labone, Accra",
    yearsAgo: 3,
    status: "completed",
    featured: false,
    tags: "co-working, offices, reuse",
    images: ["co-working-studio-labone-1", "co-working-studio-labone-2"],
    description:
      "A former warehouse converted into studios and meeting rooms, with a clerestory that floods the floor with daylight.",
  },
  {
    title: "Penthouse Interiors, Airport Residential",
    category: "interior-design",
    client: "Private client",
    location: "Airport Residential Area, Accra",
    yearsAgo: 1,
    status: "completed",
    featured: true,
    tags: "penthouse, warm minimalism, bespoke furniture",
    images: [
      "penthouse-interiors-airport-residential-1",
      "penthouse-interiors-airport-residential-2",
      "penthouse-interiors-airport-residential-3",
    ],
    description:
      "Complete interiors for a penthouse apartment: limewashed walls, bespoke sapele joinery and furniture made by five Ghanaian workshops.",
  },
  {
    title: "Restaurant Fit-out, Osu",
    category: "interior-design",
    client: "Chale Kitchen",
    location: "Oxford Street, Osu",
    yearsAgo: 2,
    status: "completed",
    featured: false,
    tags: "restaurant, hospitality, lighting",
    images: ["restaurant-fit-out-osu-1", "restaurant-fit-out-osu-2"],
    description:
      "A sixty-cover restaurant with calabash pendants, terracotta floors and banquettes upholstered in kente.",
  },
  {
    title: "Family Apartment, Tema Community 25",
    category: "interior-design",
    client: "The Adjei Family",
    location: "Tema, Greater Accra",
    yearsAgo: 0,
    status: "planned",
    featured: false,
    tags: "apartment, family, storage",
    images: ["family-apartment-tema-community-25-1", "family-apartment-tema-community-25-2"],
    description:
      "Interiors for a three-bedroom apartment with built-in storage throughout and a study nook for two children.",
  },
  {
    title: "Gallery Interiors, Kumasi",
    category: "interior-design",
    client: "Nkyinkyim Art Foundation",
    location: "Adum, Kumasi",
    yearsAgo: 5,
    status: "completed",
    featured: false,
    tags: "gallery, culture, exhibition",
    images: ["gallery-interiors-kumasi-1", "gallery-interiors-kumasi-2"],
    description: "Exhibition spaces for contemporary Ghanaian art, with daylight controlled by timber louvres.",
  },
  {
    title: "Garden of Native Plants, Legon",
    category: "landscape",
    client: "Legon Botanical Society",
    location: "Legon, Accra",
    yearsAgo: 3,
    status: "completed",
    featured: false,
    tags: "native plants, garden, education",
    images: ["garden-of-native-plants-legon-1", "garden-of-native-plants-legon-2"],
    description:
      "A teaching garden of native species arranged along a rainwater swale, with shaded seating for school visits.",
  },
  {
    title: "Rooftop Garden, Ridge",
    category: "landscape",
    client: "Ridge Towers Management",
    location: "Ridge, Accra",
    yearsAgo: 0,
    status: "in-progress",
    featured: false,
    tags: "rooftop, garden, amenity",
    images: ["rooftop-garden-ridge-1", "rooftop-garden-ridge-2", "rooftop-garden-ridge-3"],
    description:
      "A planted rooftop with pergolas, an outdoor kitchen and drought-tolerant planting for an office tower.",
  },
  {
    title: "Lakeside Park Masterplan, Weija",
    category: "landscape",
    client: "Ga South Municipal Assembly",
    location: "Weija, Greater Accra",
    yearsAgo: 2,
    status: "on-hold",
    featured: false,
    tags: "masterplan, park, public space",
    images: ["lakeside-park-masterplan-weija-1"],
    description:
      "A masterplan for a lakeside park with boardwalks, play areas and wetland planting that filters runoff.",
  },
  {
    title: "Residential Compound Landscape, Trasacco",
    category: "landscape",
    client: "Private client",
    location: "Trasacco Valley, Accra",
    yearsAgo: 6,
    status: "completed",
    featured: true,
    tags: "landscape, water, shade trees",
    images: ["residential-compound-landscape-trasacco-1", "residential-compound-landscape-trasacco-2"],
    description: "Gardens for a large family compound: shade trees, a reflecting pool and paths of laterite gravel.",
  },
  {
    title: "Colonial Bungalow Restoration, Cape Coast",
    category: "renovation",
    client: "Heritage Homes Trust",
    location: "Cape Coast, Central Region",
    yearsAgo: 7,
    status: "completed",
    featured: true,
    tags: "heritage, restoration, lime",
    images: [
      "colonial-bungalow-restoration-cape-coast-1",
      "colonial-bungalow-restoration-cape-coast-2",
      "colonial-bungalow-restoration-cape-coast-3",
      "colonial-bungalow-restoration-cape-coast-4",
    ],
    description:
      "Careful restoration of a 1920s bungalow: lime plaster repairs, new timber shutters and a modern kitchen inside the original walls.",
  },
  {
    title: "1960s Villa Renovation, Ridge",
    category: "renovation",
    client: "The Owusu-Ansah Family",
    location: "Ridge, Accra",
    yearsAgo: 1,
    status: "completed",
    featured: false,
    tags: "modernist, renovation, family home",
    images: ["1960s-villa-renovation-ridge-1", "1960s-villa-renovation-ridge-2"],
    description:
      "A modernist villa brought back to life: original screen walls restored, services renewed and a new garden wing added.",
  },
  {
    title: "Warehouse Conversion, Tema Harbour",
    category: "renovation",
    client: "Harbour Lofts Ltd",
    location: "Tema, Greater Accra",
    yearsAgo: 0,
    status: "planned",
    featured: false,
    tags: "adaptive reuse, lofts, industrial",
    images: ["warehouse-conversion-tema-harbour-1"],
    description:
      "Twelve loft apartments inside a former harbour warehouse, keeping its steel trusses and clerestory glazing.",
  },
  {
    title: "School Block Refurbishment, Takoradi",
    category: "renovation",
    client: "St. Mary's Basic School",
    location: "Takoradi, Western Region",
    yearsAgo: 9,
    status: "on-hold",
    featured: false,
    tags: "education, refurbishment, ventilation",
    images: ["school-block-refurbishment-takoradi-1", "school-block-refurbishment-takoradi-2"],
    description:
      "New roofs, ventilation blocks and shaded walkways for a classroom block, phased around the school terms.",
  },
];
