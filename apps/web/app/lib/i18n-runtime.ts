/**
 * The editions' messages at run time (decision 0085). The Lingui macros (`useLingui` from
 * '@lingui/react/macro', `Trans`) compile to calls of this module (lingui.config.ts,
 * runtimeConfigModule): `_({ id, message }, values)`.
 *
 * A page gets its edition's catalogue compiled (Lingui's compiled form: a string, or an array of
 * text and placeholders) in its loader data, never in its scripts, so a first load carries no
 * catalogue. What is missing from the catalogue (every message on the English edition, whose
 * source texts are the English) is read from the message the macro keeps in the code.
 *
 * `PageI18n` reads compiled messages as @lingui/core does (plural, selectordinal, select, number,
 * offset, '#'), in a fraction of its size; i18n-runtime.test.ts holds the two to the same answers.
 */
import { createContext, useContext } from 'react';
import type { Edition } from '@wbn/contract/editions';

/** One compiled message: text, or parts, each a text or a placeholder [name, format?, cases or style?]. */
export type CompiledMessage = string | CompiledPart[];
export type CompiledPart = string | [string] | [string, string, Record<string, CompiledMessage> | string | undefined];
export type CompiledMessages = Record<string, CompiledMessage>;
export type MessageValues = Record<string, unknown>;
export type MessageDescriptor = { id: string; message?: string; values?: MessageValues };

const OCTOTHORPE = '\u0000#';

export class PageI18n {
  private readonly cardinal: Intl.PluralRules;
  private ordinal?: Intl.PluralRules;
  private numbers?: Intl.NumberFormat;

  constructor(
    readonly edition: Edition,
    /** The BCP 47 locale the edition formats with. */
    readonly locale: string,
    readonly messages: CompiledMessages = {},
  ) {
    this.cardinal = new Intl.PluralRules(locale);
  }

  /** The message in this edition (the macros' call): its catalogue's form, else the source text. */
  _ = (descriptor: MessageDescriptor | string, values?: MessageValues): string => {
    const d = typeof descriptor === 'string' ? { id: descriptor } : descriptor;
    const vals = values ?? d.values ?? {};
    const compiled = this.messages[d.id];
    if (compiled !== undefined) return this.format(compiled, vals);
    return sourceText(d.message ?? d.id, vals);
  };

  /** A number as the edition writes it. */
  number = (n: number) => (this.numbers ??= new Intl.NumberFormat(this.locale)).format(n);

  private format(message: CompiledMessage, values: MessageValues, pound?: boolean): string {
    if (typeof message === 'string') return message;
    let out = '';
    for (const part of message) {
      if (typeof part === 'string') {
        out += part === '#' && pound ? OCTOTHORPE : part;
        continue;
      }
      const [name, type, cases] = part;
      const value = values[name];
      if (type === 'plural' || type === 'selectordinal') {
        const { offset, ...rules } = cases as Record<string, CompiledMessage>;
        const n = Number(value) - Number(offset ?? 0);
        const rule =
          type === 'plural' ? this.cardinal : (this.ordinal ??= new Intl.PluralRules(this.locale, { type: 'ordinal' }));
        const chosen = rules[String(value)] ?? rules[rule.select(n)] ?? rules.other;
        out += this.format(chosen ?? '', values, true)
          .split(OCTOTHORPE)
          .join(this.number(n));
      } else if (type === 'select') {
        const rules = cases as Record<string, CompiledMessage>;
        out += this.format(rules[String(value)] ?? rules.other ?? '', values);
      } else if (type === 'number' && typeof value === 'number') {
        out += this.number(value);
      } else if (value != null) {
        out += String(value);
      }
    }
    return out;
  }
}

/** A source text's `{name}` placeholders filled (the English edition reads its messages from the code). */
function sourceText(message: string, values: MessageValues): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values && values[name] != null ? String(values[name]) : whole,
  );
}

/** The English edition: no catalogue, every message from the code. */
export const ENGLISH = new PageI18n('en', 'en-US');

export const I18nContext = createContext<PageI18n>(ENGLISH);

/** The page's reader itself, to hand to code outside components (the macros' `i18n` is typed as Lingui's own). */
export const usePageI18n = (): PageI18n => useContext(I18nContext);

/** The page's messages, as the `useLingui` macro of '@lingui/react/macro' expects its runtime hook. */
export function useLingui() {
  const i18n = useContext(I18nContext);
  return { i18n, _: i18n._ };
}
