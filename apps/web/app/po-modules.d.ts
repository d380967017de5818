/** A PO catalogue imported in a test or by import.meta.glob: Lingui's Vite plugin compiles it (decision 0085). */
declare module '*.po' {
  import type { CompiledMessages } from '~/lib/i18n-runtime';
  export const messages: CompiledMessages;
}
