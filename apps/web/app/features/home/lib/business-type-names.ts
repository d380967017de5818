/**
 * The business types' names in the page's edition. The reference data translates them
 * (@wbn/contract/editions, REFDATA_*.businessTypes); home's loader sends the edition's names with
 * its catalogue (`businessTypeMessages`), keyed `businessType.<code>`, so the page's scripts carry
 * no table of the reference data. The English edition reads the spec's own names.
 */
import { BUSINESS_TYPES } from '@wbn/contract/constants';
import type { CompiledMessages } from '~/lib/i18n-runtime';
import { useLingui } from '~/lib/i18n-runtime';
import { businessTypeLabel } from '~/features/search/public';

export const businessTypeMessageId = (code: string) => `businessType.${code}`;

/** The names of every business type in an edition's language, as catalogue messages. */
export function businessTypeMessages(names: Readonly<Record<string, string>>): CompiledMessages {
  return Object.fromEntries(
    BUSINESS_TYPES.flatMap((t) => (names[t.code] ? [[businessTypeMessageId(t.code), names[t.code]]] : [])),
  );
}

/** A business type's name (by its code) in the page's edition. */
export function useBusinessTypeName(): (code: string) => string {
  const { _ } = useLingui();
  return (code) => _({ id: businessTypeMessageId(code), message: businessTypeLabel(code) });
}
