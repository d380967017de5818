/**
 * The spec's own texts that the editions translate (decision 0085). The spec's English stays where
 * it is, once, in the contract's constants; each edition's table below translates it, keyed by the
 * English text (as the reference data's tables are keyed by English names). The web app adds these
 * to the edition's catalogue, so a page looks a spec text up as any other message.
 *
 * SHELL_SPEC_TEXTS: what the site's frame shows on every page (header, mobile menu, footer, the
 * left sidebar, the search bar's placeholder).
 * HOME_SPEC_TEXTS: what the home page shows besides (the register banner, the presentation's Need
 * Help button, the listing packages' tier names).
 * AUTH_SPEC_TEXTS: the registration and log-in pages' field messages and refusals (the schemas'
 * and the account service's words, shown on those pages).
 * RFQ_BOARD_SPEC_TEXTS: the board of requests for quotation (/rfqs): its texts, its filters, the
 * cards' labels, the requests' statuses and units.
 * BUSINESS_PAGE_SPEC_TEXTS: what a company page shows of the contract's words: its empty sections'
 * "No content.", the share and failure toasts, the reviews section's
 * texts with the ratings' and trades' names, the verification's document kinds.
 * PRODUCT_PAGE_SPEC_TEXTS: what a product page shows of the contract's words: its panels' titles
 * (the spec's "Tecnical Specifications" in each language's right spelling), the inquiry link, the
 * stock's Yes and No, the share and failure toasts.
 * SETTINGS_SPEC_TEXTS: what the settings page shows of the contract's words: the notification
 * topics and channels, the sessions' facts, and the fixed messages of its forms and of the API's
 * answers to them (password, two-factor sign-in, data export, leaving, blocked members).
 * SEARCH_SPEC_TEXTS: what the results page shows of the contract's words (decision 0082): the
 * filters' headings and the names of their fixed choices. Countries and languages are named by
 * ICU (display-names.ts), industries and categories by the industry tree's tables, certificates'
 * and delivery terms' codes and the plans' names stay as they are.
 */
import {
  COPYRIGHT_TEXT,
  FOOTER_GROUPS,
  FOOTER_PHONE_LABEL,
  LANGUAGE_LINKS,
  MOBILE_MENU_GROUPS,
  MSG,
  MOBILE_MENU_MEMBER_ACCOUNT_LINKS,
  NAV_LABELS,
  PRODUCT_TEXT,
  REGISTER_BANNER_TEXT,
  SEARCH_PLACEHOLDER,
  SIDEBAR_ALL_CATEGORIES,
  SIDEBAR_VIEW_MORE,
  SIDEBAR_VIEW_MORE_CATEGORIES,
  STATIC_PAGE_TITLES,
  STOCK_LABELS,
  TIER_LABELS,
} from '../constants/spec.js';
import { REQUEST_MSG } from '../constants/request-messages.js';
import {
  CERTIFICATION_OTHER,
  EMPLOYEE_BAND_VALUES,
  FOUNDED_BEFORE_YEARS,
  MARKET_REGIONS,
  REVENUE_BANDS,
  SEARCH_FACET_HEADINGS,
  SEARCH_FILTER_TEXT,
} from '../constants/search-filters.js';
import { RFQ_STATUS_LABELS, RFQ_TEXT, RFQ_UNITS } from '../constants/rfq.js';
import { REVIEW_RATING_LABELS, REVIEW_TEXT, REVIEW_TRADE_LABELS } from '../constants/reviews.js';
import { VERIFICATION_DOCUMENT_LABELS } from '../constants/spec.js';
import { AUTH_FORM_MSG, AUTH_MSG, SIGN_IN_LINK_MSG, VERIFY_EMAIL_MSG } from '../constants/auth-messages.js';
import { NOTIFICATION_CHANNEL_LABELS, NOTIFICATION_TOPIC_LABELS } from '../constants/notification-settings.js';
import { PASSWORD_CHANGE_MSG, SESSIONS_MSG, SESSIONS_TEXT } from '../constants/settings.js';
import { TWO_FACTOR_MSG } from '../constants/two-factor.js';
import { ACCOUNT_DELETION_MSG, DATA_EXPORT_MSG } from '../constants/privacy.js';
import { SAFETY_MSG } from '../constants/safety.js';
import { UNCONFIRMED_TEXT } from '../constants/unconfirmed.js';
import { NEXT_STEPS, NEXT_STEPS_TEXT } from '../constants/member-journey.js';
import { SAVE_SEARCH_BUTTON_TEXT, SAVED_SEARCHES_NAV_LABEL } from '../constants/saved-searches-nav.js';
import type { TranslatedEdition } from './editions.js';
import type { SpecTextTable } from './spec-text-table.js';
import { SPEC_TEXTS_ES } from './spec-texts-es.js';
import { SPEC_TEXTS_IT } from './spec-texts-it.js';
import { SPEC_TEXTS_ZH } from './spec-texts-zh.js';

const groupTexts = (groups: readonly { title: string; links: readonly { text: string }[] }[]) =>
  groups.flatMap((g) => [g.title, ...g.links.map((l) => l.text)]);

export const SHELL_SPEC_TEXTS: readonly string[] = [
  ...new Set([
    ...Object.values(NAV_LABELS),
    RFQ_TEXT.boardTitle,
    SAVED_SEARCHES_NAV_LABEL,
    ...groupTexts(MOBILE_MENU_GROUPS),
    ...MOBILE_MENU_MEMBER_ACCOUNT_LINKS.map((l) => l.text),
    ...groupTexts(FOOTER_GROUPS),
    FOOTER_PHONE_LABEL,
    ...LANGUAGE_LINKS.map((l) => l.text),
    COPYRIGHT_TEXT,
    SIDEBAR_ALL_CATEGORIES,
    SIDEBAR_VIEW_MORE,
    SIDEBAR_VIEW_MORE_CATEGORIES,
    // A business's verification badge (on its cards, its page and its products).
    PRODUCT_TEXT.verified,
    PRODUCT_TEXT.notVerified,
    // The search bar (the header's on the search screens, the mobile menu's on every page); its
    // business types are the reference data's (REFDATA_*.businessTypes).
    SEARCH_PLACEHOLDER,
    // The panel of a new member's next steps (on their pages).
    NEXT_STEPS_TEXT.title,
    NEXT_STEPS_TEXT.intro,
    NEXT_STEPS_TEXT.doneMark,
    NEXT_STEPS_TEXT.todoMark,
    NEXT_STEPS_TEXT.dismiss,
    NEXT_STEPS_TEXT.toggle,
    ...NEXT_STEPS.flatMap((step) => [step.label, step.hint]),
    UNCONFIRMED_TEXT.stepMark,
    UNCONFIRMED_TEXT.stepHint,
    // A member's account strips under the header (confirm your address, the account's deletion).
    VERIFY_EMAIL_MSG.banner,
    VERIFY_EMAIL_MSG.resend,
    VERIFY_EMAIL_MSG.required,
    VERIFY_EMAIL_MSG.sent,
    VERIFY_EMAIL_MSG.alreadyVerified,
    UNCONFIRMED_TEXT.waiting,
    ACCOUNT_DELETION_MSG.strip,
    ACCOUNT_DELETION_MSG.keep,
    ACCOUNT_DELETION_MSG.kept,
    // A list's "Show more" that failed (components/show-more.tsx, on many pages), and the comments'
    // login line (under posts, businesses and products).
    MSG.errorLoadingData,
    MSG.commentLoginRequired,
  ]),
];

export const HOME_SPEC_TEXTS: readonly string[] = [
  ...new Set([REGISTER_BANNER_TEXT, STATIC_PAGE_TITLES.needHelpButton, ...Object.values(TIER_LABELS)]),
];

export const AUTH_SPEC_TEXTS: readonly string[] = [
  ...new Set([
    ...Object.values(AUTH_FORM_MSG),
    AUTH_MSG.acceptTermsRequired,
    SIGN_IN_LINK_MSG.required,
    MSG.unexpectedTryAgain,
    REGISTER_BANNER_TEXT,
  ]),
];

export const RFQ_BOARD_SPEC_TEXTS: readonly string[] = [
  ...new Set([
    RFQ_TEXT.boardTitle,
    RFQ_TEXT.boardIntro,
    RFQ_TEXT.postButton,
    RFQ_TEXT.mine,
    RFQ_TEXT.openBoard,
    RFQ_TEXT.emptyBoard,
    RFQ_TEXT.emptyMine,
    RFQ_TEXT.quotes,
    RFQ_TEXT.deadline,
    RFQ_TEXT.invitedOnly,
    RFQ_TEXT.searchLabel,
    RFQ_TEXT.searchPlaceholder,
    RFQ_TEXT.industryLabel,
    RFQ_TEXT.anyIndustry,
    RFQ_TEXT.destinationLabel,
    RFQ_TEXT.anyCountry,
    RFQ_TEXT.searchButton,
    RFQ_TEXT.clearFilters,
    RFQ_TEXT.boardLoading,
    RFQ_TEXT.mineLoading,
    RFQ_TEXT.postedBy,
    RFQ_TEXT.quantityLabel,
    RFQ_TEXT.categoriesTitle,
    ...Object.values(RFQ_STATUS_LABELS),
    ...RFQ_UNITS,
  ]),
];

export const BUSINESS_PAGE_SPEC_TEXTS: readonly string[] = [
  ...new Set([
    MSG.noContent,
    MSG.businessLinkCopied,
    MSG.toastFailureDefault,
    REVIEW_TEXT.heading,
    REVIEW_TEXT.intro,
    REVIEW_TEXT.averageLater,
    REVIEW_TEXT.distributionLabel,
    REVIEW_TEXT.signInToReview,
    REVIEW_TEXT.edited,
    ...Object.values(REVIEW_RATING_LABELS),
    ...Object.values(REVIEW_TRADE_LABELS),
    ...Object.values(VERIFICATION_DOCUMENT_LABELS),
  ]),
];

export const PRODUCT_PAGE_SPEC_TEXTS: readonly string[] = [
  ...new Set([
    PRODUCT_TEXT.specifications,
    PRODUCT_TEXT.technicalSpecifications,
    PRODUCT_TEXT.comments,
    MSG.noContent,
    MSG.productLinkCopied,
    MSG.toastFailureDefault,
    REQUEST_MSG.productEntry,
    ...Object.values(STOCK_LABELS),
  ]),
];

export const SETTINGS_SPEC_TEXTS: readonly string[] = [
  ...new Set([
    ...Object.values(NOTIFICATION_TOPIC_LABELS),
    ...Object.values(NOTIFICATION_CHANNEL_LABELS),
    SESSIONS_MSG.ended,
    SESSIONS_MSG.notFound,
    SESSIONS_MSG.current,
    SESSIONS_TEXT.address,
    SESSIONS_TEXT.unknownAddress,
    SESSIONS_TEXT.firstSeen,
    SESSIONS_TEXT.lastSeen,
    PASSWORD_CHANGE_MSG.wrongCurrent,
    PASSWORD_CHANGE_MSG.same,
    AUTH_MSG.confirmPasswordRequired,
    AUTH_MSG.passwordsDoNotMatch,
    AUTH_FORM_MSG.passwordMin,
    AUTH_FORM_MSG.passwordMax,
    PASSWORD_CHANGE_MSG.currentRequired,
    ...Object.values(TWO_FACTOR_MSG),
    ACCOUNT_DELETION_MSG.kept,
    ACCOUNT_DELETION_MSG.notScheduled,
    ACCOUNT_DELETION_MSG.wrongPassword,
    ACCOUNT_DELETION_MSG.codeNeeded,
    ACCOUNT_DELETION_MSG.strip,
    ACCOUNT_DELETION_MSG.keep,
    ACCOUNT_DELETION_MSG.confirmRequired,
    ...Object.values(DATA_EXPORT_MSG),
    SAFETY_MSG.noBlocks,
  ]),
];

export const SEARCH_SPEC_TEXTS: readonly string[] = [
  ...new Set([
    ...Object.values(SEARCH_FACET_HEADINGS),
    SEARCH_FILTER_TEXT.yes,
    SEARCH_FILTER_TEXT.no,
    SEARCH_FILTER_TEXT.verifiedYes,
    SEARCH_FILTER_TEXT.verifiedNo,
    SEARCH_FILTER_TEXT.repliesFastYes,
    SEARCH_FILTER_TEXT.repliesFastNo,
    ...EMPLOYEE_BAND_VALUES.map((band) => SEARCH_FILTER_TEXT.employeesBand(band)),
    ...FOUNDED_BEFORE_YEARS.map((year) => SEARCH_FILTER_TEXT.foundedBefore(year)),
    ...REVENUE_BANDS.map((b) => b.label),
    ...MARKET_REGIONS.map((m) => m.label),
    CERTIFICATION_OTHER.label,
    'Organic',
    'Halal',
    'Kosher',
    // The button above the results that saves the search (decision 0041).
    SAVE_SEARCH_BUTTON_TEXT.saveButton,
    SAVE_SEARCH_BUTTON_TEXT.signInToSave,
  ]),
];

export type { SpecTextTable } from './spec-text-table.js';
export { SPEC_TEXTS_ES, SPEC_TEXTS_IT, SPEC_TEXTS_ZH };

export const SPEC_TEXTS: Record<TranslatedEdition, SpecTextTable> = {
  es: SPEC_TEXTS_ES,
  it: SPEC_TEXTS_IT,
  zh: SPEC_TEXTS_ZH,
};
