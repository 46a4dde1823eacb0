// The wizard's option sets (spec §5) and its constants.

export const PEOPLE_OPTIONS = ["1", "2", "3-4", "5-6", "7+"] as const;
export const INTEREST_OPTIONS = [
  "Beaches & Water Sports",
  "Hiking & Nature",
  "Food & Dining",
  "Culture & History",
  "Adventure Sports",
  "Photography & Scenic Views",
  "Shopping & Local Markets",
  "Relaxation & Wellness",
] as const;
export const DINING_STYLE_OPTIONS = ["Budget-friendly", "Mid-range", "Fine dining", "Mix of all"] as const;
export const CUISINE_OPTIONS = [
  "Local Hawaiian",
  "Asian Fusion",
  "American",
  "Vegetarian/Vegan",
  "Seafood",
  "Italian",
  "Mexican",
  "International",
] as const;
export const ACTIVITY_LEVEL_OPTIONS = ["Relaxed", "Moderate", "Active", "Very Active"] as const;
export const GROUP_TYPE_OPTIONS = ["Couple", "Family with kids", "Friends", "Solo traveler"] as const;
export const BUDGET_OPTIONS = ["Budget ($)", "Moderate ($$)", "Luxury ($$$)", "Ultra-luxury ($$$$)"] as const;

export type Interest = (typeof INTEREST_OPTIONS)[number];
export type Cuisine = (typeof CUISINE_OPTIONS)[number];
export type ActivityLevel = (typeof ACTIVITY_LEVEL_OPTIONS)[number];
