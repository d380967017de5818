/**
 * Home's messages on the server (decision 0085): the page catalogue of an edition with the business
 * types' names of its reference data, and, for the English edition's Spanish presentation (Mexico,
 * Chile, Peru), the Spanish catalogue's forms of the presentation's messages alone. Server-only, so
 * the reference data's tables never reach the page's scripts.
 */
import { REFDATA_ES, REFDATA_IT, REFDATA_ZH, type Edition } from '@wbn/contract/editions';
import type { CompiledMessages } from '~/lib/i18n-runtime';
import { pageMessages } from '~/lib/i18n.server';
import { businessTypeMessages } from './business-type-names';
import { PRESENTATION_MESSAGE_IDS } from './presentation';

const REFDATA = { es: REFDATA_ES, it: REFDATA_IT, zh: REFDATA_ZH };

const catalogues = new Map<Edition, CompiledMessages>();

/** Home's catalogue in an edition: its page catalogue and, outside English, the business types' names. */
export function homeMessages(edition: Edition, messages: CompiledMessages): CompiledMessages {
  if (edition === 'en') return messages;
  let all = catalogues.get(edition);
  if (!all) {
    all = { ...messages, ...businessTypeMessages(REFDATA[edition].businessTypes) };
    catalogues.set(edition, all);
  }
  return all;
}

let spanishPresentation: CompiledMessages | undefined;

/** The presentation's messages in Spanish, for the English edition's Spanish section. */
export function presentationInSpanish(): CompiledMessages {
  const spanish = pageMessages('es', 'home');
  return (spanishPresentation ??= Object.fromEntries(
    PRESENTATION_MESSAGE_IDS.flatMap((id) => (spanish[id] === undefined ? [] : [[id, spanish[id]]])),
  ));
}
