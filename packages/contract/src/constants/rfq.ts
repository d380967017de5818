/**
 * Requests for quotation (decision 0038): a buyer describes a need once; matching suppliers quote;
 * the buyer compares and awards. Without zod (decision 0009); schemas/rfq.ts holds the schemas.
 */
import { IMAGE_MAX_BYTES, type Tier } from './spec.js';
import { DOCUMENT_MAX_BYTES, formatFileSize } from './files.js';

/** What an attachment may be, as the forms' hints say it. */
const FILE_RULES = `pictures (JPEG, PNG, WebP or GIF) up to ${formatFileSize(IMAGE_MAX_BYTES)}, PDF spec sheets up to ${formatFileSize(DOCUMENT_MAX_BYTES)}`;

/** The Incoterms 2020 rules a request or a quote names (the issue's list). */
export const INCOTERMS = ['EXW', 'FCA', 'FOB', 'CFR', 'CIF', 'DAP', 'DDP'] as const;
export type Incoterm = (typeof INCOTERMS)[number];
export const INCOTERM_LABELS: Record<Incoterm, string> = {
  EXW: 'EXW · Ex Works',
  FCA: 'FCA · Free Carrier',
  FOB: 'FOB · Free On Board',
  CFR: 'CFR · Cost and Freight',
  CIF: 'CIF · Cost, Insurance and Freight',
  DAP: 'DAP · Delivered At Place',
  DDP: 'DDP · Delivered Duty Paid',
};

/** The currencies prices are given in (ISO 4217). */
export const RFQ_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'MXN', 'BRL', 'COP', 'CNY', 'JPY', 'INR'] as const;
export type RfqCurrency = (typeof RFQ_CURRENCIES)[number];

/** The units a quantity is counted in. */
export const RFQ_UNITS = [
  'pieces',
  'sets',
  'pairs',
  'boxes',
  'cartons',
  'pallets',
  'kilograms',
  'tonnes',
  'litres',
  'metres',
  'square metres',
  'cubic metres',
  '20ft containers',
  '40ft containers',
] as const;
export type RfqUnit = (typeof RFQ_UNITS)[number];

export const RFQ_VISIBILITIES = ['public', 'invited'] as const;
export type RfqVisibility = (typeof RFQ_VISIBILITIES)[number];
export const RFQ_VISIBILITY_LABELS: Record<RfqVisibility, string> = {
  public: 'Public board: any matching supplier may quote',
  invited: 'Invited businesses only',
};

/** `open` takes quotes; `closed` ended at its deadline or by the buyer; `awarded` has a winner. */
export const RFQ_STATUSES = ['open', 'closed', 'awarded'] as const;
export type RfqStatus = (typeof RFQ_STATUSES)[number];
export const RFQ_STATUS_LABELS: Record<RfqStatus, string> = { open: 'Open', closed: 'Closed', awarded: 'Awarded' };

/** `submitted` (may be edited or withdrawn while the request is open), `withdrawn`, `awarded`, `declined` (another quote won). */
export const QUOTE_STATUSES = ['submitted', 'withdrawn', 'awarded', 'declined'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  submitted: 'Submitted',
  withdrawn: 'Withdrawn',
  awarded: 'Awarded',
  declined: 'Not selected',
};

/** How the buyer sorts the quotes side by side. */
export const QUOTE_SORTS = ['unitPrice', 'total', 'leadTime', 'moq'] as const;
export type QuoteSort = (typeof QUOTE_SORTS)[number];
export const QUOTE_SORT_LABELS: Record<QuoteSort, string> = {
  unitPrice: 'Unit price',
  total: 'Total for the quantity',
  leadTime: 'Lead time',
  moq: 'Minimum order',
};

export const RFQ_LIMITS = {
  titleChars: 120,
  descriptionChars: 5000,
  categories: 3,
  supplierCountries: 20,
  invitedBusinesses: 20,
  attachments: 5,
  quantityMax: 1_000_000_000,
  priceMax: 100_000_000,
  deadlineMinDays: 1,
  deadlineMaxDays: 60,
  noteChars: 2000,
  reasonChars: 500,
  leadTimeDaysMax: 365,
  validUntilMaxDays: 365,
  /** Matching businesses told of a new public request (the most recently active first). */
  matchedBusinessesMax: 500,
  queryChars: 100,
} as const;
export const RFQ_PAGE_SIZE = 20;

/**
 * Fair use (decision 0038): requests per buyer per day, and quotes per business per calendar month
 * by membership tier (a paid tier quotes more; the free one still quotes every week).
 */
export const RFQS_PER_DAY = 5;
export const QUOTES_PER_MONTH: Record<Tier, number> = { standard: 5, gold: 40, premium: 120, platinum: 400 };

export const RFQ_PATHS = {
  board: '/rfqs',
  /** The board opened on "My requests" when the member has any, else on the open requests (the user menu's link; decision 0069). */
  mine: '/rfqs?tab=mine',
  create: '/rfq/new',
  one: (rfqID: string) => `/rfq/${rfqID}`,
} as const;

export const RFQ_TEXT = {
  boardTitle: 'Requests for quotation',
  boardIntro:
    'Buyers describe what they need once; suppliers in the category send their prices. Quote on a request, or post your own.',
  newTitle: 'Request quotations',
  newIntro:
    'Describe what you need once. Suppliers in the category are told at once and send their quotes; you compare them side by side and choose.',
  postButton: 'Post your request',
  mine: 'My requests',
  openBoard: 'Open requests',
  emptyBoard: 'No open request matches. Try other words or filters, or post a request yourself.',
  emptyMine: 'You have not posted a request yet.',
  quotes: 'Quotes',
  noQuotes: 'No quote yet. Matching suppliers have been told; quotes appear here as they arrive.',
  yourQuote: 'Your quote',
  sendQuote: 'Send a quote',
  compare: 'Compare the quotes',
  award: 'Award',
  shortlist: 'Shortlist',
  shortlisted: 'Shortlisted',
  closeRequest: 'Close the request',
  deadline: 'Quotes until',
  invitedOnly: 'By invitation',
  repliesWithin: 'Replies',
  openConversation: 'Open the conversation',
  signInToQuote: 'Sign in with a business account to quote on this request.',
  noBusinessToQuote: 'Only the owner or an admin of a business can quote. Create your business profile to quote.',
  ownRequest: 'This is your request.',
  closedNotice: 'This request no longer takes quotes.',

  // ---- the board (/rfqs) ----
  boardTabs: 'Requests for quotation',
  searchLabel: 'Search the requests',
  searchPlaceholder: 'Product, material, specification…',
  industryLabel: 'Industry',
  anyIndustry: 'All industries',
  destinationLabel: 'Destination',
  anyCountry: 'Any country',
  searchButton: 'Search',
  clearFilters: 'Clear the filters',
  boardLoading: 'Loading the requests',
  mineLoading: 'Loading your requests',
  quoteCount: (n: number) => (n === 0 ? 'No quotes yet' : n === 1 ? '1 quote' : `${n} quotes`),
  postedBy: 'Posted by',
  quantityLabel: 'Quantity',

  // ---- posting a request (/rfq/new) ----
  sectionRequest: 'What you need',
  sectionQuantity: 'Quantity and price',
  sectionDelivery: 'Delivery and deadline',
  postAs: 'Post as',
  postAsHint:
    'Suppliers see this name. Post as one of your businesses to show its profile and receive the conversation in its inbox.',
  youSuffix: ' (you)',
  titleLabel: 'Title',
  titleHint: 'What you need, in a few words, e.g. “Stainless steel ball valves DN50”.',
  descriptionLabel: 'Description',
  descriptionHint:
    'Specifications, materials, certificates, packaging and delivery schedule: whatever a supplier needs to give a price.',
  categoriesLegend: 'Industry and categories',
  categoriesIndustryFirst: 'Choose the main industry to see its categories, or type a word to find one.',
  unitLabel: 'Unit',
  targetPriceLegend: 'Target price per unit (optional)',
  targetPriceHint: 'The range you expect to pay per unit. Suppliers see it.',
  targetMin: 'From',
  targetMax: 'To',
  currencyLabel: 'Currency',
  incotermLabel: 'Incoterm',
  incotermHint: 'Where the goods change hands, and who pays for transport and insurance up to there.',
  destinationCountryLabel: 'Destination country',
  supplierCountriesLabel: 'Supplier countries (optional)',
  supplierCountriesHint: `Only suppliers in these countries are told. Leave it empty for any country (up to ${RFQ_LIMITS.supplierCountries}).`,
  addCountry: 'Add a country',
  removeItem: (name: string) => `Remove ${name}`,
  deadlineHint: `From tomorrow to ${RFQ_LIMITS.deadlineMaxDays} days ahead. Quotes are taken until the end of that day (UTC).`,
  visibilityLegend: 'Who may quote',
  inviteLabel: 'Find a business to invite',
  inviteHint: `Type at least two letters of a company name, then choose it (up to ${RFQ_LIMITS.invitedBusinesses} businesses).`,
  inviteSearching: 'Searching…',
  inviteNoMatch: 'No company matches these words.',
  invite: (name: string) => `Invite ${name}`,
  inviteButton: 'Invite',
  invitedList: 'Invited businesses',
  attachmentsLegend: 'Pictures and spec sheets (optional)',
  attachmentsHint: `Drawings, photos or spec sheets of what you need, up to ${RFQ_LIMITS.attachments} files: ${FILE_RULES}.`,
  addPicture: 'Add a picture or PDF',
  pictureOf: (n: number) => `Picture ${n}`,
  fixFields: 'Some fields need your attention: see the messages in red.',
  cancel: 'Cancel',

  // ---- one request (/rfq/{id}) ----
  notFoundBody:
    'It may have been removed, or only invited businesses can see it. If your business was invited, sign in to see it.',
  seeBoard: 'See the open requests',
  targetPriceLabel: 'Target price per unit',
  supplierCountriesTitle: 'Supplier countries',
  categoriesTitle: 'Categories',
  postedOn: 'Posted',
  picturesTitle: 'Pictures',
  documentsTitle: 'Spec sheets',
  buyerTitle: 'Buyer',
  signIn: 'Sign in',
  createBusiness: 'Create a business profile',
  awardedTo: (company: string) => `Awarded to ${company}.`,
  loadingActions: 'Loading what you can do',

  // ---- the buyer's comparison ----
  sortLabel: 'Sort by',
  shortlistedOnly: 'Shortlisted only',
  noShortlisted: 'No quote is shortlisted. Mark the ones you want to keep with Shortlist.',
  quotesLoading: 'Loading the quotes',
  comparisonCaption: 'The quotes side by side',
  supplierColumn: 'Supplier',
  unitPriceColumn: 'Unit price',
  totalColumn: 'Total',
  moqColumn: 'Minimum order',
  leadTimeColumn: 'Lead time',
  incotermColumn: 'Incoterm',
  validUntilColumn: 'Valid until',
  noteColumn: 'Note',
  actionsColumn: 'Actions',
  leadTime: (days: number) => (days === 0 ? 'Ready to ship' : days === 1 ? '1 day' : `${days} days`),
  totalFor: (quantity: string, unit: string) => `for ${quantity} ${unit}`,
  shortlistOf: (company: string) => `Shortlist the quote of ${company}`,
  awardOf: (company: string) => `Award the quote of ${company}`,
  attachmentOf: (company: string) => `The picture sent by ${company}`,
  awardTitle: 'Award this quote?',
  awardBody: (company: string, price: string) =>
    `${company} wins at ${price} per unit. The request closes, the other suppliers are told, and a conversation with ${company} opens in your messages.`,
  reasonLabel: 'A word to the other suppliers (optional)',
  reasonHint: 'They are told another quote was chosen, with these words.',
  awardConfirm: 'Award the quote',
  closeTitle: 'Close this request?',
  closeBody: 'Suppliers can no longer send or change quotes, and no quote can be awarded afterwards.',
  closeConfirm: 'Close the request',

  // ---- the supplier's quote ----
  quoteAs: 'Quote as',
  /** The one way to a further quote once one of the member's businesses has quoted (decision 0069). */
  quoteAsAnother: 'Quote as another business',
  quoteAsAnotherHint: (companies: readonly string[]) =>
    `A separate quote, sent as ${
      companies.length > 1 ? `${companies.slice(0, -1).join(', ')} or ${companies[companies.length - 1]}` : companies[0]
    }.`,
  unitPriceLabel: 'Unit price',
  moqLabel: 'Minimum order quantity',
  leadTimeLabel: 'Lead time in days',
  leadTimeHint: 'Days from the order until the goods are ready to ship (0 when in stock).',
  validUntilLabel: 'Valid until',
  noteLabel: 'Note (optional)',
  noteHint: 'What the price includes, options, payment terms.',
  attachmentLabel: 'Picture or PDF (optional)',
  attachmentHint: `One file: ${FILE_RULES}.`,
  chooseFile: 'Choose a file',
  quotePicture: 'The picture of your quote',
  replaceFile: 'Replace the file',
  sendQuoteButton: 'Send the quote',
  saveQuote: 'Save the changes',
  editQuote: 'Edit',
  withdraw: 'Withdraw',
  yourQuoteAs: (company: string) => `Your quote as ${company}`,
  editQuoteTitle: 'Edit your quote',
  withdrawTitle: 'Withdraw your quote?',
  withdrawBody:
    'The buyer will no longer see it. It still counts toward this month’s quotes, and this business cannot quote on this request again.',
  wonNotice: 'Your quote won. Settle the details with the buyer in the conversation.',
  declinedNotice: 'The buyer chose another quote.',
  quoteLoading: 'Loading your quote',
  /** The first message of the conversation an award opens (from the buyer to the winner). */
  awardMessage: (title: string, price: string, leadTimeDays: number, incoterm: string) =>
    `We chose your quote on “${title}”: ${price}, ${leadTimeDays} days' lead time, ${incoterm}. Let us settle the details here.`,
} as const;

/** A price as buyers read it: "US$12.50", "€1,200.00", "¥300". */
export const formatRfqAmount = (amount: number, currency: string) => {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 4 }).format(amount);
  } catch {
    return `${currency} ${amount}`;
  }
};
/** A quantity with thousands separators: "5,000", "2.5". */
/** A quantity as the reader's locale writes it (English by default): '2,000', '2.000', '2 000'. */
export const formatQuantity = (n: number, locale = 'en-US') =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(n);

export const RFQ_MSG = {
  created: 'Your request is posted. Matching suppliers are being told.',
  notFound: 'Request for quotation not found',
  quoteNotFound: 'Quote not found',
  titleRequired: 'Enter a title',
  titleTooLong: `At most ${RFQ_LIMITS.titleChars} characters`,
  descriptionRequired: 'Describe what you need',
  descriptionTooLong: `At most ${RFQ_LIMITS.descriptionChars} characters`,
  categoryRequired: 'Choose a category',
  quantity: 'Enter a quantity greater than 0',
  unit: 'Choose a unit',
  currency: 'Choose a currency',
  priceRange: 'The lowest price cannot be above the highest',
  price: 'Enter a price greater than 0',
  incoterm: `Choose an Incoterm (${INCOTERMS.join(', ')})`,
  country: 'Choose a country',
  deadline: `Choose a deadline ${RFQ_LIMITS.deadlineMinDays} to ${RFQ_LIMITS.deadlineMaxDays} days ahead`,
  date: 'Use a date as YYYY-MM-DD',
  visibility: 'Choose public or invited',
  invitedRequired: 'Invite at least one business, or make the request public',
  invitedUnknown: 'One of the invited businesses does not exist',
  notYourBusiness: 'You can act only for a business you own or administer',
  ownBusinessInvited: 'You cannot invite your own business',
  tooManyRfqs: `You can post at most ${RFQS_PER_DAY} requests a day. Try again tomorrow.`,
  closed: 'This request no longer takes quotes',
  ownRequest: 'You cannot quote on your own request',
  notInvited: 'Only invited businesses can quote on this request',
  alreadyQuoted: 'This business has already quoted on this request. Edit its quote instead.',
  quotaReached: (limit: number, tier: string, next: string | null) =>
    `This business has sent its ${limit} quotes for this month on the ${tier} membership.${next ? ` Upgrade to ${next} to send more.` : ''}`,
  validUntil: 'Valid until must be a date from today, within a year',
  moq: 'Enter a minimum order greater than 0',
  leadTime: `Enter a lead time from 0 to ${RFQ_LIMITS.leadTimeDaysMax} days`,
  noteTooLong: `At most ${RFQ_LIMITS.noteChars} characters`,
  reasonTooLong: `At most ${RFQ_LIMITS.reasonChars} characters`,
  quoteSent: 'Your quote is sent. The buyer is told.',
  quoteUpdated: 'Your quote is updated.',
  quoteWithdrawn: 'Your quote is withdrawn.',
  quoteNotEditable: 'This quote can no longer be changed',
  buyerOnly: 'Only the buyer can do this',
  awarded: 'The quote is awarded. A conversation with the supplier opens in your message center.',
  notAwardable: 'Only a submitted quote of an open request can be awarded',
  requestClosed: 'The request is closed. No more quotes can be sent.',
  alreadyClosed: 'This request is already closed',
} as const;
