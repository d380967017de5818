/** An edition's translations of the spec's texts, keyed by the English text (spec-texts.ts). */
export type SpecTextTable = Readonly<Record<string, string>>;
