/**
 * Every number, path and user-visible message of the specification lives here, once.
 * Spec 1 = 01-application-core.md, spec 2 = 02-static-marketing-legal.md.
 * Texts are kept letter for letter, typos included where the spec quotes them.
 */

// ---- City and brand (spec 2's description of the product) ----
export const CITY_NAME = 'Miami';
export const BRAND_NAME = 'WBN';
export const SITE_NAME = `${BRAND_NAME} ${CITY_NAME}`;
export const TERRITORIAL_PLATFORMS = 25;
export const FOUNDED_YEAR = 2000;

// ---- Search (spec 1's constants and limits) ----
export const SEARCH_PAGE_SIZE = 5;
export const DEFAULT_SEARCH_BUSINESS_TYPE = 'MA';
export const DEFAULT_SEARCH_COUNTRY = 'global';
export const searchSkip = (page: number) => SEARCH_PAGE_SIZE * (page - 1);
export const searchPageCount = (total: number) => Math.ceil(total / SEARCH_PAGE_SIZE);
export const SEARCH_PLACEHOLDER = 'Search companies and products';

// ---- Paging and timing (spec 1's constants and limits) ----
export const TIMELINE_PAGE_SIZE = 10;
export const COMMENT_PAGE_SIZE = 5;
export const AUTO_LOAD_MORE_MS = 4000;
export const TOKEN_REFRESH_BEFORE_EXPIRY_MS = 5000;

// ---- Limits (spec 1's constants and limits) ----
export const IMAGE_MAX_BYTES = 500 * 1024;
export const BUSINESS_COVER_ADVISED = { height: 200, width: 800 } as const;
export const TEXTAREA_MAX_LENGTH = 512;
export const TEXTAREA_ROWS = 6;
export const TEXTAREA_PLACEHOLDER = 'Type here...';
export const COMMENT_PLACEHOLDER = 'Post your comment';
export const PHONE_MIN_DIGITS = 8;
export const ACTOR_SELECTOR_MAX_BUSINESSES = 5;
export const URL_ID_LENGTH = 36;
export const CARD_COUNTRY_MAX = 24;
export const CARD_COUNTRY_ELLIPSIS_OVER = 16;
export const CARD_SHORT_DESCRIPTION_BOX_PX = 100;
export const COMPANY_PRODUCT_DESCRIPTION_MAX = 200;
export const CARD_SPEC_MAX_ENTRIES = 4;
export const CARD_SPEC_VALUE_MAX = 50;
export const PRODUCT_TITLE_DESCRIPTION_CHARS = 64;
export const PRODUCT_MAIN_COLUMN_PX = 690;
export const DATE_PICKER_YEAR_SPAN = 10;

// ---- Sidebar (spec 1's left sidebar and its limits) ----
export const SIDEBAR_MAX_GROUPS = 6;
export const SIDEBAR_MAX_LINKS_PER_GROUP = 6;
export const SIDEBAR_TRANSITION_MS = 300;
export const SIDEBAR_VIEW_MORE = 'View More';
export const SIDEBAR_VIEW_MORE_CATEGORIES = 'View More Categories';
export const SIDEBAR_ALL_CATEGORIES = 'All Categories';

// ---- Breakpoints (spec 1's constants and limits) ----
export const BREAKPOINTS = { xs: 0, sm: 768, md: 992, lg: 1200 } as const;

// ---- Reactions and resources (spec 1's Reaction entity and its limits) ----
export const REACTION_TYPES = ['like'] as const;
export const RESOURCE_TYPES = ['post', 'comment', 'business', 'product'] as const;

// ---- Tiers and packages (spec 1's tiers, spec 2's listing packages) ----
export const TIERS = ['standard', 'gold', 'premium', 'platinum'] as const;
export type Tier = (typeof TIERS)[number];
export const DEFAULT_TIER: Tier = 'standard';
export const DEFAULT_TIER_LABEL = 'STANDARD';
export const PACKAGES: Record<
  Tier,
  {
    priceCents: number;
    period: 'year';
    maxProducts: number;
    verification: boolean | null;
    boostsPerMonth: number | null;
    supportHours: number | null;
  }
> = {
  standard: {
    priceCents: 0,
    period: 'year',
    maxProducts: 7,
    verification: null,
    boostsPerMonth: null,
    supportHours: null,
  },
  gold: {
    priceCents: 185000,
    period: 'year',
    maxProducts: 20,
    verification: true,
    boostsPerMonth: 3,
    supportHours: null,
  },
  premium: {
    priceCents: 265000,
    period: 'year',
    maxProducts: 50,
    verification: true,
    boostsPerMonth: 10,
    supportHours: 6,
  },
  platinum: {
    priceCents: 365000,
    period: 'year',
    maxProducts: 100,
    verification: true,
    boostsPerMonth: 20,
    supportHours: 12,
  },
};
export const formatUsd = (cents: number) => `USD ${(cents / 100).toFixed(2)}`;
export const BEST_MEMBERSHIP_TEXT = 'You already have the best membership in our network!';
export const BUY_NOW_TEXT = 'Buy now!';
export const MEMBERSHIP_CHOOSE_BUSINESS_QUERY = 'membership=choose-business';

// ---- Home and static (spec 2's constants and limits) ----
export const HOME_LATEST_PER_TYPE = 3;
export const HOME_LATEST_TYPES = ['MA', 'DI', 'EX', 'CO'] as const;
export const ENQUIRY_PRODUCT_SLOTS = 4;
export const ENQUIRY_MORE_INFO_MAX = 512;
export const TERMS_EFFECTIVE_DATE = 'October 21, 2019';
export const CLAIMS_FILING_LIMIT_YEARS = 1;
export const BUYER_REPLY_HOURS = 24;
export const MOST_EXPORTED_CATEGORIES_COUNT = 50;
export const COPYRIGHT_FROM = 2000;
export const COPYRIGHT_TO = 2020;
export const COPYRIGHT_TEXT = `© ${COPYRIGHT_FROM}–${COPYRIGHT_TO} ${BRAND_NAME}. All rights reserved.`;
export const NO_FEE_TEXT = 'no fee applied';
export const SELECT_ONE_STATE = 'Select one state';
export const REGISTER_BANNER_TEXT = 'Register Now and Go Global';

// ---- Messages: spec 1's error catalogue ----
export const MSG = {
  toastSuccessDefault: 'Saved successfully',
  toastFailureDefault: 'Something was wrong, try again please',
  errorLoadingData: 'Error loading data',
  failedLoadingNewsfeed: 'Failed loading your newsfeed',
  postCreated: 'Post created!',
  postCreateError: 'There was an error creating this post!',
  postRemoveError: 'Ocurrió un error al eliminar la publicación',
  profilePictureUploadError: 'An error has ocurred when we tried to upload your profile picture',
  businessPictureUploadError: 'An error has ocurred when we tried to upload your picture',
  updateError: 'An error has ocurred when trying to update',
  unexpectedTryAgain: 'An unexpected error has occurred, please try again.',
  unexpectedRefresh: 'An unexpected error has occurred, please try refreshing the page.',
  createBusinessIncomplete: 'Complete all the information required to create your business profile.',
  cardError: 'You have error in your card information: ',
  subscribeFailure:
    'We are not able to process your payment at this time, please try again in a few minutes or contact support',
  successfulCheckout: 'Successful checkout!',
  inquiryFillAll: 'You have to fill all the form fields',
  inquirySent: 'Inquiry sent successfully',
  finishedSuccessfully: 'Finished successfully',
  chatEnded: 'This chat has ended',
  businessLinkCopied: 'Business Link copied!',
  productLinkCopied: 'Product Link copied!',
  commentLoginRequired: 'If you want to comment you must be loged in.',
  loadMorePost: 'Load more post',
  noBusinessYet: "You don't have any business registered yet",
  noContent: 'No content.',
  invalidPhone: 'Invalid phone number, please check the format (e.g. + 1 12345678)',
  invalidDate: 'Invalid date format, please check it (e.g. 1970-10-24)',
  // ---- spec 2's error catalogue ----
  tokenError: 'Error en token',
  redirectingToAccount: 'Redirecting to your account...',
  enquirySent: 'Request sent successfully, you will be contact soon!',
  enquiryFailed: 'There was an error processing your request, please try again in a few hours!',
} as const;

// ---- 401 error names of spec 1's error catalogue ----
export const AUTH_ERROR_NAMES = ['TokenNotFound', 'TokenExpiredError', 'JsonWebTokenError', 'SessionError'] as const;
export type AuthErrorName = (typeof AUTH_ERROR_NAMES)[number];
/** 401 names that trigger a refresh and a retry (spec 1's error catalogue). */
export const REFRESHABLE_AUTH_ERRORS: readonly AuthErrorName[] = ['TokenNotFound', 'TokenExpiredError', 'SessionError'];

// ---- Session storage keys (spec 1's "Session storage keys") ----
export const SESSION_KEYS = {
  token: 'token',
  tokenExpire: 'tokenExpire',
  refreshToken: 'refreshToken',
  refreshTokenExpire: 'refreshTokenExpire',
  userID: 'userID',
  profile: 'profile',
  profileUpdateDate: 'profileUpdateDate',
} as const;
export const POSTING_ACTOR_KEY = 'postingActor';
/**
 * Ours (decision 0044): the last copy of a member's first data (counts, first pages), shown at once on
 * the next visit while fresh data loads; removed with the session (apps/web/app/lib/query-snapshot.ts).
 */
export const SNAPSHOT_STORAGE_KEY = 'wbnSnapshots';

// ---- Inquiry subjects (the presets of spec 1's inquiry form) ----
export const INQUIRY_SUBJECTS = [
  'looking for a qualified manufacturer industry',
  'looking for a private label products manufacturer',
  'becoming exclusive distributor in my country',
  'becoming worldwide distributor',
  'receiving the full price list',
  'receiving the discount policy',
  'Other',
] as const;

// ---- Product stock (spec 1's product page) ----
export const STOCK_LABELS = { yes: 'Yes', no: 'No' } as const;

// ---- US states for spec 2's enquiry form ----
export const US_STATE_CODES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;

// ---- Account service (auth host) paths ----
export const AUTH_BASE = '/auth';
export const AUTH_PAGES = {
  login: '/auth/login',
  register: '/auth/register',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  /** The e-mailed one-time sign-in link (decision 0029): `/auth/sign-in-link?token=…`. */
  signInLink: '/auth/sign-in-link',
} as const;
export const SET_ID_PATH = '/SetID/';
export const API_BASE = '/api';

// ---- Site paths used by the header, menus and footer (the route tables of both specs) ----
export const SITE_PATHS = {
  home: '/',
  searchResult: '/search-result',
  industries: '/industries',
  profile: '/profile/',
  profileEdit: '/profile/edit',
  myMessages: '/my-messages',
  myBusiness: '/my-business',
  newsfeed: '/newsfeed',
  businessCreate: '/business/create',
  /** 'Favorite Business' (action not shown in the spec): our decision for now. */
  favoriteBusiness: '/my-business?favorites=1',
  aboutUs: '/about-us',
  missionVision: '/mission-vision',
  ourNetwork: '/our-network',
  /** The footer data uses the lower-case path; /why-WBN is served too. */
  whyWbn: '/why-wbn',
  whyWbnUpper: '/why-WBN',
  contactUs: '/contact-us',
  contactUsForm: '/contact-us/form',
  privacyPolicy: '/privacy-policy',
  termsAndConditions: '/terms-and-conditions',
  /** The "Export platform page" of spec 2 (our decision for its path). */
  b2bTips: '/b2b-tips',
  advertiseWithUs: '/advertise-with-us',
  freeMarketing: '/free-marketing',
  messageCenter: '/message-center',
  workWithWbn: '/work-with-wbn',
  /** The guide to the public API (our page, not in the spec; decision 0027). Not in the footer: its "Developers zone" keeps pointing to '/'. */
  developers: '/developers',
  /** The e-mailed link that proves an address: `/verify-email?token=…` (decision 0028). */
  verifyEmail: '/verify-email',
  /** The member's settings (decisions 0030, 0031): notifications, sessions, password. */
  settings: '/settings',
  /** An e-mail's unsubscribe link (decision 0031): stops one topic's e-mails without signing in. */
  unsubscribe: '/unsubscribe',
} as const;
export const membershipPagePath = (tier: Tier) => `/membership-${tier}`;
export const MEMBERSHIP_CHOOSE_BUSINESS_PATH = `${SITE_PATHS.myBusiness}?${MEMBERSHIP_CHOOSE_BUSINESS_QUERY}`;

// ---- Export-tip articles (spec 2's route table; titles are the spec's subjects) ----
export const EXPORT_TIPS = [
  { n: 0, slug: 'export-to-the-world-tip-0', title: 'Products you can export' },
  { n: 1, slug: 'how-to-create-export-system-tip-1', title: 'How to start an export business' },
  { n: 2, slug: 'industrial-marketing-tip-2', title: 'Industrial export marketing' },
  { n: 3, slug: 'distribution-network-tip-3', title: 'How to create a product distribution network abroad' },
  { n: 4, slug: 'international-buyers-tip-4', title: 'Who the industrial buyer is' },
  { n: 5, slug: 'qualified-exporting-companies-tip-5', title: 'Who a qualified exporter is' },
  { n: 6, slug: 'best-products-for-export-tip-6', title: 'Best products for export' },
] as const;
export type ExportTip = (typeof EXPORT_TIPS)[number];
export const exportTipPath = (slug: string) => `${SITE_PATHS.b2bTips}/${slug}`;

// ---- Header labels (spec 1's header) ----
export const NAV_LABELS = {
  home: 'Home',
  myBusiness: 'My Business',
  myB2B: 'My B2B',
  messages: 'Messages',
  notifications: 'Notifications',
  myProfile: 'My profile',
  favoriteBusiness: 'Favorite Business',
  settings: 'Settings',
  needHelp: 'Need help?',
  logout: 'Logout',
  login: 'Login',
  register: 'Register',
} as const;

// ---- Mobile menu (spec 1's mobile menu); Logout is appended for members ----
export type NavLink = { text: string; path: string };
export const MOBILE_MENU_GROUPS: readonly { title: string; links: readonly NavLink[] }[] = [
  {
    title: 'ACCOUNT',
    links: [
      { text: 'My account', path: SITE_PATHS.profile },
      { text: 'Messages', path: SITE_PATHS.myMessages },
      { text: 'My business', path: SITE_PATHS.myBusiness },
    ],
  },
  {
    title: 'MAIN MENU',
    links: [
      { text: 'Home', path: SITE_PATHS.home },
      { text: 'Articles', path: SITE_PATHS.b2bTips },
      { text: 'Industries', path: SITE_PATHS.industries },
    ],
  },
  { title: 'SUPPORT', links: [{ text: 'Contact us', path: SITE_PATHS.contactUs }] },
];
/**
 * Ours (decision 0043): entries the mobile menu's ACCOUNT group adds for a signed-in member, after the
 * spec's own. Below 992 px the header has no My B2B, so the newsfeed is reached from here.
 */
export const MOBILE_MENU_MEMBER_ACCOUNT_LINKS: readonly NavLink[] = [
  { text: NAV_LABELS.myB2B, path: SITE_PATHS.newsfeed },
];

// ---- Footer directory (spec 2's footer directory): entries without a page point to '/' ----
export const FOOTER_GROUPS: readonly { title: string; links: readonly NavLink[] }[] = [
  {
    title: 'Company',
    links: [
      { text: 'About us', path: SITE_PATHS.aboutUs },
      { text: 'Mission and vision', path: SITE_PATHS.missionVision },
      { text: `Why ${BRAND_NAME}`, path: SITE_PATHS.whyWbn },
      { text: 'Our network', path: SITE_PATHS.ourNetwork },
      { text: 'Contact us', path: SITE_PATHS.contactUs },
      { text: 'Privacy policy', path: SITE_PATHS.privacyPolicy },
      { text: 'Terms and conditions', path: SITE_PATHS.termsAndConditions },
      { text: 'Work with us', path: '/' },
      { text: 'Developers zone', path: '/' },
    ],
  },
  {
    title: 'Our services',
    links: [
      { text: 'Standard membership', path: membershipPagePath('standard') },
      { text: 'Gold membership', path: membershipPagePath('gold') },
      { text: 'Premium membership', path: membershipPagePath('premium') },
      { text: 'Platinum membership', path: membershipPagePath('platinum') },
      { text: 'Company verification', path: '/' },
      { text: 'Advertise with us', path: '/' },
      { text: 'Free B2B marketing', path: '/' },
      { text: 'Message center', path: '/' },
      { text: 'B2B contract help', path: '/' },
    ],
  },
  {
    title: 'Manufacturers',
    links: [
      { text: 'Search manufacturers by country', path: '/' },
      { text: 'Direct buyer enquiries', path: '/' },
      { text: 'First export tip', path: exportTipPath(EXPORT_TIPS[0].slug) },
    ],
  },
  {
    title: 'Distributors',
    links: [
      { text: 'Search suppliers by country', path: '/' },
      { text: 'Search retailers by country', path: '/' },
    ],
  },
  {
    title: 'Buyers',
    links: [
      { text: 'Search buyers by country', path: '/' },
      { text: 'Buyers lists', path: '/' },
    ],
  },
];
export const FOOTER_PHONE_LABEL = 'Information and customer service';
export const LANGUAGE_LINKS: readonly NavLink[] = [
  { text: 'Spanish', path: '/' },
  { text: 'Italian', path: '/' },
  { text: 'Chinese', path: '/' },
];

// ---- Static page headings (spec 2's screens) ----
export const STATIC_PAGE_TITLES = {
  aboutUs: 'About Us',
  missionVision: `${BRAND_NAME} MISSION, VISION & VALUES`,
  whyWbn: `${BRAND_NAME} TO BE CONNECTED`,
  ourNetwork: `${BRAND_NAME} OUR NETWORK`,
  contactUs: 'Contact Us',
  talkToUs: 'TALK TO US',
  sendYourMessage: 'SEND YOUR MESSAGE',
  needHelpButton: 'Need Help',
  privacyPolicy: 'Privacy Policy',
  termsAndConditions: 'Terms and Conditions of Use',
} as const;
export const TIER_LABELS: Record<Tier, string> = {
  standard: 'Standard',
  gold: 'Gold',
  premium: 'Premium',
  platinum: 'Platinum',
};

// ---- Product page and products tab (spec 1's product page and Product entity) ----
export const PRODUCT_TEXT = {
  specifications: 'Specifications',
  /** Spec typo kept: the spec's texts are kept letter for letter. */
  technicalSpecifications: 'Tecnical Specifications',
  mainProductsOf: (companyName: string) => `Main products of ${companyName}`,
  comments: 'Comments',
  verified: 'Verified',
  notVerified: 'Not Verified',
} as const;
/** Limits of the product form; the same numbers as ZProductFields in schemas/product.ts. */
export const PRODUCT_LIMITS = {
  photos: 12,
  keywords: 20,
  videos: 5,
  specs: 40,
  nameChars: 160,
  descriptionChars: 5000,
  keywordChars: 60,
  specKeyChars: 80,
  specValueChars: 500,
  leadTimeChars: 80,
  videoUrlChars: 500,
} as const;

// ---- Territorial platforms (spec 2: "about 25 regional platforms; this edition is the Miami one") ----
/** The cities of the network's territorial platforms, shown as generated badges on home (our list). */
export const TERRITORIAL_CITIES = [
  'Miami',
  'New York',
  'Toronto',
  'Mexico City',
  'Bogotá',
  'Lima',
  'Santiago',
  'São Paulo',
  'Buenos Aires',
  'Madrid',
  'Barcelona',
  'Lisbon',
  'Paris',
  'London',
  'Milan',
  'Rome',
  'Berlin',
  'Istanbul',
  'Dubai',
  'Mumbai',
  'Shanghai',
  'Hong Kong',
  'Tokyo',
  'Singapore',
  'Sydney',
] as const;

// ---- Home presentation (spec 1's description of the product, spec 2's "Home blocks": Spanish for Mexico, Chile and Peru) ----
export const PRESENTATION_SPANISH_COUNTRIES = ['MX', 'CL', 'PE'] as const;

// ---- Contact Us and the need-help enquiry form (spec 2's "Contact Us" and "Need-business-help enquiry form") ----
export const CONTACT_US_TEXT = {
  customerServiceTitle: 'Customer service',
  customerServiceLine: 'Write to our customer service on the chat app at',
  bullets: [
    'Text message',
    'Chat message',
    'Video call',
    "We're here...",
    "We're not machines...",
    'We will take care of your request',
  ],
  /** Not in the spec: the public way to the API guide (SITE_PATHS.developers), below the page's own content (decision 0070). */
  developersTitle: 'For developers',
  developersLine:
    'Connecting your ERP, CRM or shop? The developer guide explains the API, its keys and webhooks, with examples.',
  developersLink: 'Read the developer guide',
} as const;
export const ENQUIRY_TEXT = {
  title: 'Need business help?',
  submit: 'Send request',
  sending: 'Sending…',
  reset: 'Reset Form',
  requiredNote: 'Fields marked * are required.',
} as const;

// ---- Social (decisions 0011, 0012): posts, comments, follows, connections. Our numbers and sentences where spec 1 is silent ----
/** Post text: plain text, never HTML (decision 0012). */
export const POST_MAX_LENGTH = 3000;
/** Comment and reply text (spec 1's comment box has no counter). */
export const COMMENT_MAX_LENGTH = 1000;
/** Newsfeed page: default and largest size of one `newsfeed/load` page. */
export const NEWSFEED_PAGE_SIZE = 10;
export const SOCIAL_MAX_PAGE_SIZE = 50;
/** Deepest `skip` of timelines and comment lists. */
export const SOCIAL_MAX_SKIP = 10_000;
/** A declined connection request can be sent again after this many days (decision 0011). */
export const CONNECTION_RETRY_DAYS = 30;
export const TIMELINE_TYPES = ['user', 'business'] as const;
export const COMMENT_RESOURCE_TYPES = ['post', 'comment', 'product', 'business'] as const;
export const FOLLOW_TARGET_TYPES = ['user', 'business'] as const;
export const CONNECTION_STATUSES = ['pending', 'accepted', 'declined'] as const;

// ---- Notifications and the live channel (decision 0013; ours: the spec shows only the bell) ----
/** The full list's page (the header links to it from the bell). */
export const NOTIFICATIONS_PATH = '/notifications';
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_MAX_PAGE_SIZE = 50;
export const NOTIFICATIONS_MAX_SKIP = 10_000;
/** Grouped entries shown in the header's popover. */
export const NOTIFICATIONS_POPOVER_SIZE = 6;
/** At most this many ids per "mark read" call. */
export const NOTIFICATIONS_READ_MAX_IDS = 100;
/** The badge shows "99+" above this. */
export const NOTIFICATIONS_BADGE_MAX = 99;
/** A stream ticket is good for this long (the stream itself stays open while the session does). */
export const LIVE_TICKET_TTL_SECONDS = 60;
/** Client reconnect backoff: doubles from `first` up to `max` (plus jitter). */
export const LIVE_RECONNECT_MS = { first: 1000, max: 30_000 } as const;
/** Event types of the live stream. Features add their own (e.g. 'message'). */
export const LIVE_EVENTS = {
  /** First event of every connection: its id is the cursor to resume from. */
  ready: 'ready',
  /** More was missed than the stream replays (or it is no longer kept): reload what you show. */
  resync: 'resync',
  /** The session behind the stream was closed (logout): the stream ends. */
  sessionClosed: 'session-closed',
  notification: 'notification',
  notificationsRead: 'notifications-read',
  /** A post arrived for the member's newsfeed (decision 0045): the open feed shows a "New posts" pill. */
  feedPost: 'feed-post',
} as const;
export const NOTIFICATIONS_TEXT = {
  title: 'Notifications',
  markAllRead: 'Mark all as read',
  seeAll: 'See all notifications',
  empty: 'No notifications yet',
  emptyHint:
    'Likes, comments, follows, connection requests and invitations for you and your businesses will appear here.',
  loadError: 'We could not load your notifications.',
  retry: 'Try again',
  accept: 'Accept',
  decline: 'Decline',
  accepted: 'Accepted',
  declined: 'Declined',
  loadMore: 'Show more',
} as const;

// ---- Inquiries: requests to businesses and the message center (decision 0017; our numbers and sentences where spec 1 is silent) ----
/** A subject typed after choosing 'Other'. */
export const INQUIRY_SUBJECT_MAX_LENGTH = 150;
/** The preset that asks for a typed subject (spec 1's inquiry form). */
export const INQUIRY_SUBJECT_OTHER = 'Other';
/** The inquiry's first message and every chat message, as the API accepts them (the form's text area keeps the spec's 512). */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;
/** Threads per page of GET /api/business/request. */
export const REQUESTS_PAGE_SIZE = 50;
export const REQUESTS_MAX_PAGE_SIZE = 100;
export const REQUESTS_MAX_SKIP = 10_000;
/** Messages per page of get-messages (the newest; older ones with `before`). */
export const REQUEST_MESSAGES_PAGE_SIZE = 100;
export const REQUEST_MESSAGES_MAX_PAGE_SIZE = 200;
/** The last message shown under a thread in the list is cut to this many characters. */
export const REQUEST_SNIPPET_LENGTH = 140;
/** Live events of the message center (decision 0013 channel). */
export const REQUEST_LIVE_EVENTS = {
  message: 'request-message',
  ended: 'request-ended',
  read: 'request-read',
} as const;

// ---- Memberships: checkout, receipts, verification, staff area (decision 0018; ours where the spec is silent) ----
/** Currency of every plan and payment (spec 1's limits: prices display as USD). */
export const MEMBERSHIP_CURRENCY = 'usd';
/** A membership lasts this many years from payment (spec 2's listing packages: prices are per year). */
export const MEMBERSHIP_PERIOD_YEARS = 1;
/** Plan ids as the setup call lists them (spec 1's "Subscription plan": planId, subscription, price). */
export const planIdOf = (tier: Tier) => `${tier}-yearly`;
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
/** The sandbox provider's card form (its own page, put in an iframe on the membership page). */
export const SANDBOX_CARD_FORM_PATH = '/payments/sandbox/card';
/** The sandbox provider's own endpoints (not the API: card details go here and nowhere else). */
export const SANDBOX_PROVIDER_PREFIX = '/payments/sandbox/v1';
/** Test cards the sandbox knows (the same numbers as the usual providers' test cards). */
export const SANDBOX_TEST_CARDS = {
  success: '4242 4242 4242 4242',
  decline: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  authenticate: '4000 0027 6000 3184',
} as const;
export const VERIFICATION_DOCUMENT_KINDS = ['registration', 'certificate', 'other'] as const;
export const VERIFICATION_DOCUMENT_LABELS = {
  registration: 'Business registration',
  certificate: 'Certificate',
  other: 'Other document',
} as const;
export const VERIFICATION_STATUSES = ['pending', 'granted', 'refused'] as const;
export const VERIFICATION_LIMITS = {
  documents: 10,
  nameChars: 120,
  noteChars: 512,
  reasonChars: 512,
  checkedItems: 10,
  checkedChars: 120,
} as const;
export const STAFF_PAGE_SIZE = 20;
export const STAFF_MAX_PAGE_SIZE = 100;
export const STAFF_MAX_SKIP = 10_000;
export const STAFF_PATH = '/staff';

/** A business member's roles; here rather than in schemas/business.ts so the member pages' first load needs no zod (decision 0009). */
export const MEMBER_ROLES = ['admin', 'member'] as const;
