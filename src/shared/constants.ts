// The spec's limits, option sets and constants (visitor-product.md §3, §9; admin-back-office.md §3, §9).

export const PRODUCT_NAME_DEFAULT = "AlohaBot";

export const PREMIUM_PRICE_CENTS = 1499;
export const PREMIUM_PRICE_LABEL = "$14.99";
export const PREMIUM_CURRENCY = "usd";

export const MIN_PASSWORD_LENGTH = 8;
export const LOCKOUT_MAX_FAILURES = 5;
export const LOCKOUT_WINDOW_MINUTES = 15;
export const LOCKOUT_DURATION_MINUTES = 15;

export const REVIEW_NAME_MAX = 100;
export const REVIEW_TEXT_MAX = 500;
export const STAR_RATING_MIN = 1;
export const STAR_RATING_MAX = 5;

export const TERMS_VERSION = "2025-08-11";
export const PRIVACY_VERSION = "2025-08-11";
/** Stored acceptance value: the version joined with the suffix '0' by a bar. */
export const LEGAL_VERSION_SUFFIX = "0";

export const BREAKPOINT_TABLET = 768;
export const BREAKPOINT_DESKTOP = 1024;
export const CHAT_ULTRA_COMPACT_BELOW = 480;

export const CHECKOUT_REDIRECT_DELAY_MS = 500;
export const PROFILE_RETRY_DELAY_MS = 2000;
export const PAYMENT_CHECK_RETRY_LIMIT = 3;
export const REDIRECT_DEBOUNCE_MS = 100;

export const DAILY_MESSAGE_LIMIT = 100;
export const QUOTA_WINDOW_HOURS = 24;
export const LOW_MESSAGES_WARNING = 10;
export const MAX_MESSAGE_LENGTH = 1000;
export const CONVERSATION_TITLE_LENGTH = 50;
export const META_DESCRIPTION_LENGTH = 160;

export const PLACE_RELEVANCE_THRESHOLD = 80;
export const PLACE_RELEVANCE = { sponsored: 100, directory: 90, other: 50 } as const;
export const MAX_PLACES_PER_REPLY = 3;
export const SUGGESTION_COUNT = 15;

export const ITINERARY_MIN_DAYS = 1;
export const ITINERARY_MAX_DAYS = 15;
export const WIZARD_STEPS = 4;
export const LOADER_MESSAGE_INTERVAL_MS = 2000;
export const MOBILE_MAX_TIPS = 3;
export const DAYS_OPEN_BY_DEFAULT = 2;

export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 1;

export const PRIORITY_WEIGHT_MIN = 1;
export const PRIORITY_WEIGHT_MAX = 100;
export const PRIORITY_WEIGHT_DEFAULT = 30;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** Kauai's bounding box: every seeded and admin-entered place must sit inside it. */
export const KAUAI_BOUNDS = { minLat: 21.85, maxLat: 22.25, minLon: -159.8, maxLon: -159.28 } as const;

export const ROLES = ["admin"] as const;
export type Role = (typeof ROLES)[number];

export const MESSAGE_ROLES = ["user", "assistant"] as const;
export type MessageRole = (typeof MESSAGE_ROLES)[number];

export const MESSAGE_RATINGS = ["thumbs_up", "thumbs_down"] as const;
export type MessageRating = (typeof MESSAGE_RATINGS)[number];

export const REFERRAL_SOURCES = {
  local_business: "Local Business",
  instagram: "Instagram",
  facebook: "Facebook",
  google: "Google",
  friend: "Friend",
  hotel_resort: "Hotel/Resort",
  other: "Other",
} as const;
export type ReferralSource = keyof typeof REFERRAL_SOURCES;
export const REFERRAL_SOURCE_VALUES = Object.keys(REFERRAL_SOURCES) as ReferralSource[];

export const TRIP_CATEGORIES = {
  food: "Food",
  beaches: "Beaches",
  hikes: "Hikes",
  culture: "Culture",
  activities: "Activities",
  accommodations: "Accommodations",
  transportation: "Transportation",
  shopping: "Shopping",
  entertainment: "Entertainment",
  other: "Other",
} as const;
export type TripCategory = keyof typeof TRIP_CATEGORIES;
export const TRIP_CATEGORY_VALUES = Object.keys(TRIP_CATEGORIES) as TripCategory[];

export const PLACE_TYPES = [
  "beach",
  "surf_spot",
  "park",
  "restaurant",
  "attraction",
  "trail",
  "waterfall",
  "viewpoint",
  "shopping",
  "hotel",
  "activity",
  "business",
  "other",
] as const;
export type PlaceType = (typeof PLACE_TYPES)[number];

/** The admin's place categories (label) and the place type each maps to. */
export const PLACE_CATEGORIES = {
  Beach: "beach",
  "Surf Spot": "surf_spot",
  Park: "park",
  Restaurant: "restaurant",
  Attraction: "attraction",
  Trail: "trail",
  Waterfall: "waterfall",
  Viewpoint: "viewpoint",
  Shopping: "shopping",
  Hotel: "hotel",
  Activity: "activity",
  Other: "other",
} as const satisfies Record<string, PlaceType>;
export type PlaceCategory = keyof typeof PLACE_CATEGORIES;
export const PLACE_CATEGORY_VALUES = Object.keys(PLACE_CATEGORIES) as PlaceCategory[];

export const REGIONS = [
  "North Shore",
  "East Side",
  "Lihue",
  "South Shore",
  "West Side",
  "Waimea Canyon & Kokee",
] as const;
export type Region = (typeof REGIONS)[number];

export const SITE_CONTENT_SLUGS = ["terms-of-service", "privacy-policy"] as const;
export type SiteContentSlug = (typeof SITE_CONTENT_SLUGS)[number];

// Admin back-office (spec admin-back-office §2, §9).
export const ADMIN_SIDEBAR_COOKIE = "admin_sidebar_state";
export const ADMIN_SIDEBAR_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
export const ADMIN_SIDEBAR_WIDTH = "16rem";
export const ADMIN_SIDEBAR_WIDTH_MOBILE = "18rem";
export const ADMIN_SIDEBAR_WIDTH_COLLAPSED = "3rem";
export const ADMIN_SIDEBAR_SHORTCUT_KEY = "b";
/** "Admin lists take 5 items" (dashboard lists). */
export const ADMIN_RECENT_ITEMS = 5;
/** A recent signup counts as new within 7 days; the dashboard compares with 7 days earlier. */
export const ADMIN_NEW_USER_DAYS = 7;
export const ADMIN_PAGE_SIZES = [10, 20, 50] as const;
export const ADMIN_PAGE_SIZE_DEFAULT = 20;
export const ADMIN_SEARCH_MAX = 200;
export const ADMIN_REVISIONS_PAGE_SIZE = 10;
/** Largest legal text an admin may save (characters of HTML). */
export const SITE_CONTENT_HTML_MAX = 200_000;
export const SITE_CONTENT_TITLE_MAX = 200;

// Admin analytics (spec admin-back-office §2 Activity/Response Quality/User Feedback, §4, §9; issue 19).
/** Health score: healthy at 80 or more, warning 60 to 79, critical below. */
export const HEALTH_SCORE_HEALTHY = 80;
export const HEALTH_SCORE_WARNING = 60;
/** Latency score is 100 under this average latency, else 500/latency x 100. */
export const HEALTH_LATENCY_TARGET_MS = 500;
/** Satisfaction is good at 70 percent or more. */
export const SATISFACTION_GOOD_PERCENT = 70;
/** Storage limits of the System Metrics bar; above 80 percent destructive, above 50 warning. */
export const STORAGE_RECOMMENDED_KB = 10_240;
export const STORAGE_CRITICAL_KB = 102_400;
export const STORAGE_DANGER_PERCENT = 80;
export const STORAGE_WARNING_PERCENT = 50;
/** A conversation is completed with 3 or more user messages. */
export const COMPLETION_MIN_USER_MESSAGES = 3;
/** Negative feedback message text is cut at 150 characters with an ellipsis. */
export const NEGATIVE_FEEDBACK_TEXT_MAX = 150;
/** Overview shows 5 recent events; the API tab the 10 most recent calls. */
export const ACTIVITY_RECENT_ITEMS = 5;
export const METRICS_RECENT_CALLS = 10;
/** Info tooltips: delay 700 ms, skip delay 300 ms. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
/** Charts cover 30 days, counted in Hawaii time. */
export const ANALYTICS_CHART_DAYS = 30;
export const ANALYTICS_TIME_ZONE = "Pacific/Honolulu";
/** Request metrics: flushed to the database every 15 s; latency histogram bucket limits (ms). */
export const METRICS_FLUSH_MS = 15_000;
export const METRICS_LATENCY_BUCKETS_MS = [50, 100, 250, 500, 1000, 2500] as const;
/** Request metrics and uptime are read over the last 24 hours. */
export const METRICS_WINDOW_HOURS = 24;
/**
 * Ours: request-metrics rows and uptime heartbeats older than this are deleted by the hourly
 * retention clean-up. The admin charts read at most 30 days, so 35 keeps a margin.
 */
export const METRICS_RETENTION_DAYS = 35;
// Admin curation and image storage (spec admin-back-office §5, §9; issue 18).
/** Ours: a decoded image larger than this many pixels is refused (decompression bombs). */
export const UPLOAD_MAX_PIXELS = 40_000_000;
/** Ours: the web-sized version is at most this wide; the thumbnail version this wide. */
export const UPLOAD_WEB_WIDTH = 1600;
export const UPLOAD_THUMB_WIDTH = 480;
/** "cache 3600 s" for stored images. */
export const UPLOAD_CACHE_SECONDS = 3600;
export const UPLOAD_KINDS = ["showcase", "places", "businesses"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
export const BUSINESS_CARD_MAX_CATEGORIES = 3;
export const STAR_CHOICES = [1, 2, 3, 4, 5] as const;
export const REVIEW_SORTS = ["newest", "oldest", "rating_high", "rating_low", "name_asc", "name_desc"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
/** Ours: places within this distance of each other are flagged as possible duplicates. */
export const PLACE_DUPLICATE_METERS = 50;
/** Ours: facts not verified for this many months are listed as stale. */
export const PLACE_STALE_MONTHS = 12;
