/**
 * The e-mails' message catalogue (decision 0091): Lingui extracts every message the mail code marks
 * (`/*i18n*\/ 'English {value}'`, the English being its id) into src/locales/<language>/mail.po
 * (`npm run i18n:extract -w apps/api`); core/mail-i18n.ts reads them.
 */
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'it', 'zh'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/mail',
      include: [
        '<rootDir>/src/core/mail-texts.ts',
        '<rootDir>/src/core/mail-sentences.ts',
        '<rootDir>/src/modules/mail/templates',
      ],
      exclude: ['**/*.test.*'],
    },
  ],
  // The msgid is the English message, used as it is (core/mail-i18n.ts reads it so).
  format: formatter({ lineNumbers: false, explicitIdAsDefault: true }),
  orderBy: 'messageId',
});
