/**
 * Home's messages on the server (decision 0085): for the English edition's Spanish presentation
 * (Mexico, Chile, Peru), the Spanish catalogue's forms of the presentation's messages alone. The
 * business types' names of home's blocks come with the frame's catalogue (lib/i18n.server.ts).
 */
import type { CompiledMessages } from '~/lib/i18n-runtime';
import { pageMessages } from '~/lib/i18n.server';
import { PRESENTATION_MESSAGE_IDS } from './presentation';

let spanishPresentation: CompiledMessages | undefined;

/** The presentation's messages in Spanish, for the English edition's Spanish section. */
export function presentationInSpanish(): CompiledMessages {
  const spanish = pageMessages('es', 'home');
  return (spanishPresentation ??= Object.fromEntries(
    PRESENTATION_MESSAGE_IDS.flatMap((id) => (spanish[id] === undefined ? [] : [[id, spanish[id]]])),
  ));
}
