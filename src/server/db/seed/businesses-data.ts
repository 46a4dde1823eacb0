// Seeded business directory. Names, locations and websites are real; the sponsored flags,
// priority weights and display order are starting values for the admin to set (docs/seed-data.md).

export type SeedBusiness = {
  name: string;
  description: string;
  categories: string[];
  aliases: string[];
  location: string;
  websiteUrl: string | null;
  placeId: string | null;
  priorityWeight: number;
  isSponsored: boolean;
  displayOrder: number;
};

export const SEED_BUSINESSES: SeedBusiness[] = [
  {
    name: "Kauai Coffee Company",
    description:
      "America's largest coffee farm: free tastings of estate-grown Kauai coffee, a small museum and a walking tour through the orchards on the road to Waimea Canyon.",
    categories: ["Coffee", "Tasting", "Farm tour"],
    aliases: ["Kauai Coffee"],
    location: "Kalāheo",
    websiteUrl: "https://kauaicoffee.com",
    placeId: "kauai-kauai-coffee",
    priorityWeight: 80,
    isSponsored: true,
    displayOrder: 1,
  },
  {
    name: "Smith's Tropical Paradise",
    description:
      "Riverside gardens and the long-running Smith Family Garden Lūʻau, plus the Fern Grotto riverboat on the Wailua River.",
    categories: ["Lūʻau", "Gardens", "River cruise"],
    aliases: ["Smith's", "Smiths Luau"],
    location: "Wailua",
    websiteUrl: "https://smithskauai.com",
    placeId: "kauai-smiths-tropical-paradise",
    priorityWeight: 75,
    isSponsored: true,
    displayOrder: 2,
  },
  {
    name: "Kilohana Plantation",
    description:
      "A 1930s plantation estate with a rail tour through orchards, rum tastings, shops and an evening lūʻau.",
    categories: ["Historic estate", "Train", "Lūʻau", "Shopping"],
    aliases: ["Kilohana"],
    location: "Puhi, Līhuʻe",
    websiteUrl: "https://kilohanakauai.com",
    placeId: "kauai-kilohana-plantation",
    priorityWeight: 70,
    isSponsored: true,
    displayOrder: 3,
  },
  {
    name: "Kauai Backcountry Adventures",
    description:
      "Float through historic plantation irrigation tunnels on an inner tube, or zipline across the old Līhuʻe Plantation lands.",
    categories: ["Tubing", "Zipline", "Family"],
    aliases: ["Backcountry Adventures", "Kauai tubing"],
    location: "Hanamāʻulu",
    websiteUrl: "https://kauaibackcountry.com",
    placeId: "kauai-backcountry-tubing",
    priorityWeight: 60,
    isSponsored: true,
    displayOrder: 4,
  },
  {
    name: "Kipu Ranch Adventures",
    description:
      "Off-road tours on a 3,000-acre working ranch full of movie locations, waterfalls and views of the Hāʻupu range.",
    categories: ["ATV", "Movie sites", "Waterfall swim"],
    aliases: ["Kipu Ranch"],
    location: "Kīpū, Līhuʻe",
    websiteUrl: "https://kiputours.com",
    placeId: "kauai-kipu-ranch",
    priorityWeight: 55,
    isSponsored: false,
    displayOrder: 5,
  },
  {
    name: "Koloa Zipline",
    description:
      "Eight lines over the south shore's valleys, including one of Hawaii's longest, with a 'superman' option.",
    categories: ["Zipline", "Adventure"],
    aliases: ["Koloa Zip"],
    location: "Kōloa",
    websiteUrl: "https://koloazipline.com",
    placeId: "kauai-koloa-zipline",
    priorityWeight: 50,
    isSponsored: false,
    displayOrder: 6,
  },
  {
    name: "National Tropical Botanical Garden",
    description:
      "Congressionally chartered gardens: guided Allerton tours, McBryde's plant collections and Limahuli's native valley on the North Shore.",
    categories: ["Gardens", "Tours", "Conservation"],
    aliases: ["NTBG", "Allerton Garden", "Limahuli Garden"],
    location: "Poʻipū and Hāʻena",
    websiteUrl: "https://ntbg.org",
    placeId: "kauai-allerton-garden",
    priorityWeight: 65,
    isSponsored: true,
    displayOrder: 7,
  },
  {
    name: "Na Aina Kai Botanical Gardens",
    description: "Guided tours of themed gardens, a sculpture collection and a children's garden on the North Shore.",
    categories: ["Gardens", "Tours", "Family"],
    aliases: ["Na Aina Kai"],
    location: "Kīlauea",
    websiteUrl: "https://naainakai.org",
    placeId: "kauai-na-aina-kai",
    priorityWeight: 40,
    isSponsored: false,
    displayOrder: 8,
  },
  {
    name: "Puka Dog",
    description:
      "Kauai's own Hawaiian-style hot dog: garlic-lemon sauce and tropical fruit relishes inside a toasted bun.",
    categories: ["Food", "Casual"],
    aliases: ["Puka Dog Poipu"],
    location: "Poʻipū",
    websiteUrl: "https://pukadog.com",
    placeId: "kauai-puka-dog",
    priorityWeight: 35,
    isSponsored: false,
    displayOrder: 9,
  },
  {
    name: "Duke's Kauai",
    description: "Beachfront dining on Kalapakī Bay with fresh fish, a famous salad bar and the original Hula Pie.",
    categories: ["Restaurant", "Seafood", "Ocean view"],
    aliases: ["Dukes", "Duke's"],
    location: "Kalapakī Beach, Līhuʻe",
    websiteUrl: "https://dukeskauai.com",
    placeId: "kauai-dukes-kauai",
    priorityWeight: 45,
    isSponsored: false,
    displayOrder: 10,
  },
  {
    name: "Merriman's Poipu",
    description:
      "Hawaii regional cuisine from island farms and fishermen, with fine dining upstairs and pizza downstairs.",
    categories: ["Restaurant", "Farm to table", "Fine dining"],
    aliases: ["Merrimans"],
    location: "Kukuiʻula, Poʻipū",
    websiteUrl: "https://merrimanshawaii.com",
    placeId: "kauai-merrimans-poipu",
    priorityWeight: 45,
    isSponsored: false,
    displayOrder: 11,
  },
  {
    name: "Kauai Museum",
    description:
      "The island's story from volcanic birth to plantation days, with Hawaiian featherwork, voyaging and royal history.",
    categories: ["Museum", "Culture", "Rainy day"],
    aliases: ["Kauaʻi Museum"],
    location: "Līhuʻe",
    websiteUrl: "https://kauaimuseum.org",
    placeId: "kauai-kauai-museum",
    priorityWeight: 30,
    isSponsored: false,
    displayOrder: 12,
  },
  {
    name: "Grove Farm Museum",
    description: "A preserved sugar plantation homestead seen on small guided tours, with gardens and a steam railway.",
    categories: ["Museum", "History"],
    aliases: ["Grove Farm"],
    location: "Līhuʻe",
    websiteUrl: "https://grovefarm.org",
    placeId: "kauai-grove-farm-museum",
    priorityWeight: 25,
    isSponsored: false,
    displayOrder: 13,
  },
  {
    name: "Kōkeʻe Natural History Museum",
    description:
      "Trail advice, maps and exhibits on the birds and forests of Kōkeʻe State Park, run by a local nonprofit.",
    categories: ["Museum", "Hiking", "Nature"],
    aliases: ["Kokee Museum", "Hui o Laka"],
    location: "Kōkeʻe State Park",
    websiteUrl: "https://kokee.org",
    placeId: "kauai-kokee-museum",
    priorityWeight: 30,
    isSponsored: false,
    displayOrder: 14,
  },
];
