/**
 * The editions' message catalogues (decision 0085): Lingui extracts every message of the code
 * (`npm run i18n:extract -w apps/web`) into PO files under app/locales/<edition>/, one catalogue
 * for the site's frame (the header, menus and footer every page shows) and one per page family.
 * A page's loader sends only its own catalogue in the edition it is read in; English is the
 * source, read from the code. `pseudo` is a test locale: every message visibly altered, so a text
 * left outside the catalogues shows up in the pseudo-locale test.
 */
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

export const PAGE_CATALOGUES = [
  'shell',
  'home',
  'search',
  'industries',
  'unsubscribe',
  'articles',
  'auth',
  'rfq',
  'business',
  'product',
  'settings',
] as const;

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'it', 'zh', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/app/locales/{locale}/shell',
      include: [
        '<rootDir>/app/layout',
        '<rootDir>/app/components',
        '<rootDir>/app/root.tsx',
        // The header's member controls, which layout/slots.tsx brings from their features.
        '<rootDir>/app/features/notifications/components/notifications-button.tsx',
        '<rootDir>/app/features/requests/components/messages-nav-item.tsx',
        // The search bar: in the header of the search screens and in the mobile menu of every page.
        '<rootDir>/app/features/search/components/search-bar.tsx',
        '<rootDir>/app/features/search/components/search-text-box.tsx',
        '<rootDir>/app/features/search/components/search-suggestions.tsx',
        '<rootDir>/app/features/search/components/filter-select.tsx',
        '<rootDir>/app/features/search/components/filter-select-popup.tsx',
        // The panel of a new member's next steps (on their pages).
        '<rootDir>/app/features/onboarding/components/next-steps-panel.tsx',
        // A member's account strips under the header (confirm your address, the account's deletion).
        '<rootDir>/app/features/account/components/verify-email-strip.tsx',
        '<rootDir>/app/features/account/components/deletion-strip.tsx',
        // The social parts many pages show (a company's or a person's followers, Follow, Like, the
        // comments under posts, businesses and products): their messages come with every page.
        '<rootDir>/app/features/social/components/comments.tsx',
        '<rootDir>/app/features/social/components/comment-item.tsx',
        '<rootDir>/app/features/social/components/follow-button.tsx',
        '<rootDir>/app/features/social/components/lazy-follow-button.tsx',
        '<rootDir>/app/features/social/components/follower-count.tsx',
        '<rootDir>/app/features/reactions/components/like-button.tsx',
      ],
      exclude: ['**/*.test.*'],
    },
    {
      // The results page (the search bar's own texts are the frame's, above).
      path: '<rootDir>/app/locales/{locale}/search',
      include: ['<rootDir>/app/features/search', '<rootDir>/app/routes/search-result.tsx'],
      exclude: [
        '**/*.test.*',
        '<rootDir>/app/features/search/components/search-bar.tsx',
        '<rootDir>/app/features/search/components/search-text-box.tsx',
        '<rootDir>/app/features/search/components/search-suggestions.tsx',
        '<rootDir>/app/features/search/components/filter-select.tsx',
        '<rootDir>/app/features/search/components/filter-select-popup.tsx',
        '<rootDir>/app/features/search/components/industry-card.tsx',
      ],
    },
    {
      // The industries page with its cards.
      path: '<rootDir>/app/locales/{locale}/industries',
      include: ['<rootDir>/app/routes/industries.tsx', '<rootDir>/app/features/search/components/industry-card.tsx'],
      exclude: ['**/*.test.*'],
    },
    {
      // The export platform and its seven articles (the articles' own text is translated content, not messages).
      path: '<rootDir>/app/locales/{locale}/articles',
      include: [
        '<rootDir>/app/routes/b2b-tip.tsx',
        '<rootDir>/app/routes/b2b-tips.tsx',
        '<rootDir>/app/features/articles',
      ],
      exclude: ['**/*.test.*', '<rootDir>/app/features/articles/tips'],
    },
    {
      // The account pages: registration and log-in.
      path: '<rootDir>/app/locales/{locale}/auth',
      include: ['<rootDir>/app/routes/auth.register.tsx', '<rootDir>/app/routes/auth.login.tsx'],
      exclude: ['**/*.test.*'],
    },
    {
      // The board of requests for quotation with its cards (the contract's texts come through its tables).
      path: '<rootDir>/app/locales/{locale}/rfq',
      include: [
        '<rootDir>/app/routes/rfqs.tsx',
        '<rootDir>/app/features/rfq/components/board-view.tsx',
        '<rootDir>/app/features/rfq/components/board-filters.tsx',
        '<rootDir>/app/features/rfq/components/rfq-card.tsx',
        '<rootDir>/app/features/rfq/components/status-badge.tsx',
        '<rootDir>/app/features/rfq/components/my-requests.tsx',
      ],
      exclude: ['**/*.test.*'],
    },
    {
      // A company page: its head, tabs and sections, the reviews, the verification, and its Connect
      // button (the social parts it shares with other pages are the frame's, above).
      path: '<rootDir>/app/locales/{locale}/business',
      include: [
        '<rootDir>/app/routes/business.tsx',
        '<rootDir>/app/features/business/components/business-hero.tsx',
        '<rootDir>/app/features/business/components/business-tabs.tsx',
        '<rootDir>/app/features/business/components/business-profile-view.tsx',
        '<rootDir>/app/features/business/components/business-sections.tsx',
        '<rootDir>/app/features/business/components/contract-manufacturing.ts',
        '<rootDir>/app/features/business/components/detail-section.tsx',
        '<rootDir>/app/features/business/components/certificates-list.tsx',
        '<rootDir>/app/features/business/components/share-button.tsx',
        '<rootDir>/app/features/memberships/components/verified-details.tsx',
        '<rootDir>/app/features/reviews/components/reviews-section.tsx',
        '<rootDir>/app/features/reviews/components/review-card.tsx',
        '<rootDir>/app/features/social/components/connect-button.tsx',
        '<rootDir>/app/features/social/components/lazy-connect-button.tsx',
      ],
      exclude: ['**/*.test.*'],
    },
    {
      // A product page: its head, reactions, company card, specifications, pictures, videos and the
      // company's other products (its comments are the frame's).
      path: '<rootDir>/app/locales/{locale}/product',
      include: [
        '<rootDir>/app/routes/business-product.tsx',
        '<rootDir>/app/features/products/components/view',
        '<rootDir>/app/features/products/components/load-error.tsx',
        '<rootDir>/app/features/products/components/product-card.tsx',
      ],
      exclude: ['**/*.test.*'],
    },
    {
      // The member's settings: notifications, sessions, password, two-factor sign-in, blocked
      // members, their data, leaving.
      path: '<rootDir>/app/locales/{locale}/settings',
      include: [
        '<rootDir>/app/routes/settings.tsx',
        '<rootDir>/app/features/account/components/settings-sections.tsx',
        '<rootDir>/app/features/account/components/notification-settings-form.tsx',
        '<rootDir>/app/features/account/components/sessions-list.tsx',
        '<rootDir>/app/features/account/components/change-password-form.tsx',
        '<rootDir>/app/features/account/components/two-factor-section.tsx',
        '<rootDir>/app/features/account/components/your-data-section.tsx',
        '<rootDir>/app/features/account/components/leave-section.tsx',
        '<rootDir>/app/features/safety/components/blocked-members.tsx',
      ],
      exclude: ['**/*.test.*'],
    },
    {
      // The page an e-mail's Unsubscribe link opens, in the reader's edition.
      path: '<rootDir>/app/locales/{locale}/unsubscribe',
      include: ['<rootDir>/app/routes/unsubscribe.tsx'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/app/locales/{locale}/home',
      include: ['<rootDir>/app/features/home', '<rootDir>/app/routes/home.tsx'],
      exclude: ['**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  runtimeConfigModule: {
    useLingui: ['~/lib/i18n-runtime', 'useLingui'],
    Trans: ['~/lib/i18n-trans', 'Trans'],
  },
});
