/**
 * The business types' names in the page's edition. The reference data translates them
 * (@wbn/contract/editions, REFDATA_*.businessTypes); the frame's catalogue carries the edition's
 * names (`businessTypeMessages`, lib/i18n.server.ts), keyed `businessType.<code>`, so the page's
 * scripts carry no table of the reference data. The English edition reads the spec's own names.
 */
import { BUSINESS_TYPES } from '@wbn/contract/constants';
import type { CompiledMessages, PageI18n } from '~/lib/i18n-runtime';
import { useLingui } from '~/lib/i18n-runtime';

/** The spec's name of a business type (English), or the code itself for an unknown one. */
export const businessTypeLabel = (code: string) =>
  BUSINESS_TYPES.find((t) => t.code === code)?.businessTypeName ?? code;

export const businessTypeMessageId = (code: string) => `businessType.${code}`;

/** The names of every business type in an edition's language, as catalogue messages. */
export function businessTypeMessages(names: Readonly<Record<string, string>>): CompiledMessages {
  return Object.fromEntries(
    BUSINESS_TYPES.flatMap((t) => (names[t.code] ? [[businessTypeMessageId(t.code), names[t.code]]] : [])),
  );
}

/** A business type's name (by its code) in an edition: outside a component, with the loader's reader. */
export const businessTypeName = (code: string, i18n: Pick<PageI18n, '_'>) =>
  i18n._({ id: businessTypeMessageId(code), message: businessTypeLabel(code) });

/** A business type's name (by its code) in the page's edition. */
export function useBusinessTypeName(): (code: string) => string {
  const { _ } = useLingui();
  return (code) => businessTypeName(code, { _ });
}
