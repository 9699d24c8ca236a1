export interface SeedBlog {
  title: string;
  category: string;
  author: string;
  featured: boolean;
  image: string;
  daysAgo: number;
  tags: string[];
  excerpt: string;
  /** Paragraphs, stored joined by blank lines as the site splits content on line breaks. */
  paragraphs: string[];
}

export const BLOG_CATEGORIES = ["architecture", "interior-design", "sustainable-design", "design-tips", "home-styling"];

export const seedBlogs: SeedBlog[] = [
  {
    title: "Designing for Accra's Climate: Shade, Breeze and Thermal Mass",
    category: "architecture",
    author: "Kwame Mensah",
    featured: true,
    image: "designing-for-accra-s-climate-shade-breeze-and-thermal-mass",
    daysAgo: 3,
    tags: ["climate", "passive design", "Accra"],
    excerpt:
      "Accra is warm and humid all year. The best houses here were never fighting the weather; they were shaped by it. Here is how we design with the sun and the sea breeze rather than against them.",
    paragraphs: [
      "Every project in our studio starts with the same three questions: where does the sun fall at four in the afternoon, where does the breeze come from, and where will the rain go in June. In Accra the answers are remarkably consistent. The afternoon sun is low and punishing on the west, the sea breeze arrives from the south-west, and the rains come hard and fast.",
      "Shade is the cheapest cooling there is. Deep roof overhangs, vertical fins on west-facing walls and a veranda on the side where the family actually sits will lower the temperature inside more than any amount of insulation. We often draw the shading before we draw the rooms.",
      "Cross-ventilation is the second tool. A room with openings on two opposite walls, ideally at different heights, will move air even on still evenings. That means resisting the urge to make every room deep and every corridor internal. Narrow plans breathe.",
      "Thermal mass is the subtle one. Heavy walls of compressed earth or concrete soak up heat during the day and release it at night, which is welcome in the Harmattan months and less welcome in the humid season. We use mass where the night air can flush it, and lighter construction where it cannot.",
      "None of this is new. It is what the best tropical buildings in Ghana have done since the 1950s. What is new is how easily it is forgotten when a glass box and a row of split units look cheaper on paper. Over the life of a home, they rarely are.",
    ],
  },
  {
    title: "The Return of the Breeze Block",
    category: "architecture",
    author: "Efua Asante",
    featured: false,
    image: "the-return-of-the-breeze-block",
    daysAgo: 9,
    tags: ["breeze blocks", "materials", "tropical modernism"],
    excerpt:
      "Once on every stairwell and boundary wall in the city, the patterned concrete screen block is back. It filters light, lets air through and casts some of the most beautiful shadows in architecture.",
    paragraphs: [
      "Walk through Osu or Adabraka and you will find them everywhere: screen walls of patterned concrete blocks, circles within squares, diamonds, stepped crosses. For decades they were the sensible way to enclose a stairwell or a veranda while keeping air moving.",
      "Somewhere along the way they fell out of fashion, replaced by solid blockwork and tinted glass. We think that was a loss. A breeze block wall is privacy without darkness, security without a stuffy room, and a pattern that changes with every hour of the day.",
      "We now specify locally cast blocks on most of our residential projects, usually on stair cores, laundry courts and the upper edge of boundary walls. A good local caster can produce a custom pattern for a modest run, which makes each house a little more its own.",
      "Two practical notes. Seal the blocks on the weather side or they will stain in the first rainy season, and plan for the rain that will blow through in a storm: a small upstand and a drained floor behind the screen save a lot of mopping.",
    ],
  },
  {
    title: "Courtyard Living in a Modern Ghanaian Home",
    category: "architecture",
    author: "Kwame Mensah",
    featured: true,
    image: "courtyard-living-in-a-modern-ghanaian-home",
    daysAgo: 16,
    tags: ["courtyards", "residential", "family homes"],
    excerpt:
      "The compound house put family life around an open court. We borrow that idea for contemporary homes, where a courtyard brings light, air and a safe outdoor room into the middle of the plan.",
    paragraphs: [
      "The traditional compound house is organised around a shared open court where cooking, conversation and children's games all happen in view of one another. It is one of the most sociable plans ever devised, and it works beautifully in a warm climate.",
      "In a modern detached house the same idea solves several problems at once. Rooms arranged around a court can each have windows on two sides. The court becomes a private outdoor room, protected from the street and the dust. And the whole house gains a calm centre that the eye returns to.",
      "The proportions matter. Too small and the court becomes a light well that nobody uses; too large and it loses its sense of enclosure and shade. We aim for a court roughly as wide as the surrounding rooms are tall, planted with one good tree and finished in a surface that stays cool underfoot.",
      "Water is optional but rarely regretted. Even a shallow rill or a single stone basin cools the air by a degree or two and brings birds into the heart of the house.",
    ],
  },
  {
    title: "Five Lessons from Ghana's Tropical Modernists",
    category: "architecture",
    author: "Kofi Boateng",
    featured: false,
    image: "five-lessons-from-ghana-s-tropical-modernists",
    daysAgo: 27,
    tags: ["history", "tropical modernism", "heritage"],
    excerpt:
      "The campuses and civic buildings of the 1950s and 60s remain some of the best climate-responsive architecture on the continent. What can a house built today learn from them?",
    paragraphs: [
      "The university halls, ministries and schools built around independence are a masterclass in designing for heat and rain. They were made with modest materials and no mechanical cooling, and many of them are still comfortable today.",
      "Lesson one: orientation first. The long sides of those buildings face north and south, away from the low morning and evening sun. Lesson two: lift the building. Raised ground floors and open undercrofts catch the breeze and keep the damp away.",
      "Lesson three: separate the roof from the rooms. A ventilated double roof throws the sun's heat back out before it reaches the ceiling. Lesson four: corridors belong outside, as shaded galleries that double as places to meet.",
      "Lesson five is the hardest to follow: restraint. Those buildings rely on a few ideas done well and repeated with discipline. It is tempting to add features; it is usually better to add shade.",
    ],
  },
  {
    title: "A Warm Minimalist Living Room in East Legon",
    category: "interior-design",
    author: "Ama Owusu",
    featured: true,
    image: "a-warm-minimalist-living-room-in-east-legon",
    daysAgo: 5,
    tags: ["living room", "minimalism", "project story"],
    excerpt:
      "Our clients wanted calm without coldness. The answer was a short palette of clay, olive and oak, a few pieces made by local craftspeople, and plenty of empty wall.",
    paragraphs: [
      "Minimalism has a reputation for white walls and hard edges. The living room we finished in East Legon this year is the opposite: quiet, but warm enough that the family actually lives in it.",
      "We started with the palette. A limewash wall in a soft clay tone, olive upholstery that hides the dust of the Harmattan, oak and sapele for the timber pieces, and a single terracotta accent on the cushions. Four colours, repeated, and nothing else.",
      "The furniture is low and generous. A deep three-seater sofa made by a workshop in Kumasi anchors the room; two woven side chairs can be pulled up when guests arrive. We kept the coffee table small so that the floor reads as open space.",
      "Most of the work was in what we left out. There is one large artwork, one plant and one lamp in each corner. The shelves hold books the family reads, not objects bought to fill them. The result feels finished precisely because there is room to breathe.",
    ],
  },
  {
    title: "Choosing Lighting That Flatters Dark Evenings",
    category: "interior-design",
    author: "Ama Owusu",
    featured: false,
    image: "choosing-lighting-that-flatters-dark-evenings",
    daysAgo: 12,
    tags: ["lighting", "evenings", "interiors"],
    excerpt:
      "Night falls early and fast near the equator. A single bright ceiling light flattens a room; layers of warm, low light make it feel like home.",
    paragraphs: [
      "In Accra the sun sets a little after six all year round, which means most of the time we spend at home on weekdays is spent under artificial light. It deserves more thought than it usually gets.",
      "Think in layers. Ambient light fills the room gently, ideally bounced off a wall or ceiling. Task light sits where you read, cook or work. Accent light picks out a texture, a plant or a piece of art. A room with all three can be bright or intimate at the flick of a switch.",
      "Choose warm colour temperatures, around 2700 K, for living spaces and bedrooms. Cooler light has its place in a kitchen or a study, but it makes evening rooms feel like offices.",
      "Finally, plan for the power cuts. A couple of rechargeable lamps that look good enough to leave out all the time will earn their place on the first evening the grid goes quiet.",
    ],
  },
  {
    title: "Kente and Mudcloth: Using West African Textiles Without Cliché",
    category: "interior-design",
    author: "Efua Asante",
    featured: false,
    image: "kente-and-mudcloth-using-west-african-textiles-without-clich",
    daysAgo: 34,
    tags: ["textiles", "kente", "craft"],
    excerpt:
      "Handwoven cloth brings colour, texture and story into a room. Used with care, it feels personal rather than themed. A few principles we follow.",
    paragraphs: [
      "There is a fine line between a room that celebrates West African craft and one that looks like a souvenir shop. The difference is almost always restraint and provenance.",
      "Buy from the weavers, or from people who pay them fairly. A strip of kente from Bonwire or a length of bogolan bought from its maker carries a story you can tell, and the quality is visibly better than printed imitations.",
      "Let one textile lead. A bold kente throw across the foot of a bed needs calm surroundings: plain linen, simple timber, a wall with nothing on it. Pair it with a second, quieter cloth in a related colour rather than another strong pattern.",
      "Respect the cloth. Some kente patterns carry meanings tied to particular families and occasions; ask before you cut a piece into cushions. Mudcloth fades beautifully in the sun, so hang it where that softening will be welcome.",
    ],
  },
  {
    title: "Laterite, Clay and Lime: Local Materials Worth Specifying",
    category: "sustainable-design",
    author: "Kofi Boateng",
    featured: true,
    image: "laterite-clay-and-lime-local-materials-worth-specifying",
    daysAgo: 20,
    tags: ["materials", "earth construction", "sustainability"],
    excerpt:
      "Imported finishes travel thousands of kilometres and often age badly in our climate. The ground beneath Ghana offers materials that are cooler, cheaper to maintain and beautiful.",
    paragraphs: [
      "Cement and imported tiles dominate Ghanaian construction, yet they are neither the most comfortable nor the most durable choice in a hot, humid climate. We increasingly reach for what is local.",
      "Compressed laterite blocks are made on or near the site from the red earth that is already there. They regulate humidity, need little or no plaster and give walls a warm, varied colour that no paint can match.",
      "Lime plaster and limewash let walls breathe, which matters in the rainy season when cement render traps moisture and encourages mould. Lime also heals small cracks over time and takes pigment from local clays.",
      "Fired clay, from roof tiles to floor tiles and ventilation bricks, is produced by potteries across the country. Specifying it keeps skills alive and money in local hands, and a clay tile floor stays cool on the hottest afternoon.",
    ],
  },
  {
    title: "Cutting Cooling Loads Without Air Conditioning",
    category: "sustainable-design",
    author: "Kwame Mensah",
    featured: false,
    image: "cutting-cooling-loads-without-air-conditioning",
    daysAgo: 41,
    tags: ["energy", "cooling", "passive design"],
    excerpt:
      "Air conditioning is the largest electricity bill in many Accra homes. Good design can cut the hours it runs by half, and in some rooms remove the need for it altogether.",
    paragraphs: [
      "We are not against air conditioning. In a bedroom on a still night in March it can be the difference between sleep and none. But most houses run their units far more than they need to, because the building itself is doing nothing to help.",
      "Start with the roof: it receives more sun than any wall. A reflective finish, a ventilated gap under the roof sheets and insulation above the ceiling will lower the temperature of the rooms below by several degrees.",
      "Shade the glass. A window in direct sun lets in as much heat as a small electric heater. External shading such as overhangs, pergolas, screens or planting stops that heat before it enters.",
      "Then let the house breathe. Ceiling fans use a fraction of the power of an air conditioner and, with good cross-ventilation, keep most rooms comfortable for most of the year. Save the cooling for when it truly matters.",
    ],
  },
  {
    title: "Rainwater Harvesting for Urban Homes",
    category: "sustainable-design",
    author: "Efua Asante",
    featured: false,
    image: "rainwater-harvesting-for-urban-homes",
    daysAgo: 55,
    tags: ["water", "rainwater", "landscape"],
    excerpt:
      "Accra receives enough rain to supply a large share of a household's non-drinking water. A modest tank and some thought about the roof can make a real difference to bills and to flooding.",
    paragraphs: [
      "Two rainy seasons a year bring heavy downpours to Accra, and most of that water runs straight off roofs and paving into already overloaded drains. Catching some of it is good for the household and for the street.",
      "A typical roof of 150 square metres can collect well over a hundred thousand litres in a year. Even a three-thousand-litre tank, emptied and refilled through the season, covers garden watering, washing the car and flushing toilets for long stretches.",
      "Keep the system simple: clean gutters, a first-flush diverter to discard the dirtiest water, a covered tank away from direct sun and a small pump. Plan the overflow so it soaks into a planted area rather than the neighbour's compound.",
      "Landscape helps too. Permeable paving, planted swales and terraced beds slow water down and let it sink into the ground, which keeps gardens greener into the dry season.",
    ],
  },
  {
    title: "How to Brief Your Architect",
    category: "design-tips",
    author: "Kofi Boateng",
    featured: false,
    image: "how-to-brief-your-architect",
    daysAgo: 62,
    tags: ["planning", "clients", "process"],
    excerpt:
      "A good brief saves months of redesign. You do not need drawings; you need to describe how you live, what you can spend and what you will not compromise on.",
    paragraphs: [
      "The most successful projects we have worked on began with clients who knew how they wanted to live, even if they had no idea what the building should look like. That is exactly the right way round.",
      "Describe a typical weekday and a typical weekend. Who cooks, and for how many? Where do the children do their homework? Do relatives come to stay for weeks at a time? These answers shape a plan far more than a list of rooms.",
      "Be honest about the budget, including furniture, fees and contingency. An architect who knows the real figure can make choices early that protect what matters to you, instead of cutting it late.",
      "Finally, collect images of places you have loved, but tell us why you loved them. The light, the view, the sound of rain on a roof: those are the things we can design for.",
    ],
  },
  {
    title: "Small Bedroom, Calm Bedroom: Seven Tips",
    category: "design-tips",
    author: "Ama Owusu",
    featured: false,
    image: "small-bedroom-calm-bedroom-seven-tips",
    daysAgo: 75,
    tags: ["bedrooms", "small spaces", "tips"],
    excerpt:
      "A small bedroom can be the most restful room in the house. Seven simple moves that make a compact room feel generous and quiet.",
    paragraphs: [
      "One: choose a low bed. It lowers the visual centre of the room and makes the ceiling feel higher. Two: put the bed against the wall without a window, so the breeze and the light are not blocked.",
      "Three: build storage in, floor to ceiling, in the same colour as the walls. Wardrobes that disappear free the room from clutter without shouting about it. Four: use wall lights instead of bedside lamps to clear the side tables.",
      "Five: keep the palette soft and the textiles natural. Cotton and linen sleep cooler than synthetics in our humid nights. Six: one textured rug underfoot, large enough to step onto from both sides of the bed.",
      "Seven: leave one surface empty. A clear shelf or an uncluttered dresser top gives the eye somewhere to rest, which is, after all, the point of the room.",
    ],
  },
  {
    title: "Styling Open Shelves Like a Curator",
    category: "home-styling",
    author: "Efua Asante",
    featured: false,
    image: "styling-open-shelves-like-a-curator",
    daysAgo: 88,
    tags: ["styling", "shelves", "decor"],
    excerpt:
      "Open shelving is either the best-looking corner of a room or the messiest. A few rules from our stylists for shelves that look collected rather than crowded.",
    paragraphs: [
      "Start by emptying the shelves completely. It is the only way to see what you have and to stop arranging around things that no longer earn their place.",
      "Group objects in odd numbers and vary their heights: a tall vase, a stack of books, a small bowl. Leave at least a third of every shelf empty. Negative space is what makes each object readable.",
      "Mix the handmade with the practical. A carved stool from the market, a piece of Ashanti pottery and a row of well-used cookbooks tell a richer story than anything bought as a set.",
      "Step back and squint. If one side of the shelving looks heavier than the other, swap a dark object for a light one. Then leave it alone for a week before you change anything else.",
    ],
  },
  {
    title: "Setting a Dining Table for Sunday Lunch",
    category: "home-styling",
    author: "Ama Owusu",
    featured: false,
    image: "setting-a-dining-table-for-sunday-lunch",
    daysAgo: 103,
    tags: ["dining", "entertaining", "styling"],
    excerpt:
      "Sunday lunch is an institution in many Ghanaian homes. A table set with a little care makes the meal feel like an occasion without making anyone nervous about spilling.",
    paragraphs: [
      "The best tables look generous rather than formal. Start with a runner or a simple cloth in a natural fibre, then build up with what you already own: mismatched plates in a shared colour family look intentional.",
      "Keep the centrepiece low so people can see and talk across the table. A few stems from the garden in small clay vessels, or a bowl of fruit in season, is all it needs.",
      "Serve family style. Large bowls of jollof, kelewele and salad passed around the table create the sense of abundance that makes Sunday lunch what it is.",
      "Light matters even at midday. If the room is bright, draw a sheer curtain so faces are not in silhouette. If lunch runs into the evening, as it often does, have a pendant or candles ready.",
    ],
  },
];
