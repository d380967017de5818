/** One export-tip article: static, server-rendered text. */
export type ArticleSection = {
  heading: string;
  paragraphs: readonly string[];
  /** Optional bullet list shown after the paragraphs. */
  list?: readonly string[];
  /** Render `list` as a numbered list (e.g. the 50 most exported categories). */
  ordered?: boolean;
};

export type TipArticle = {
  /** Tip number, matches EXPORT_TIPS[n].n. */
  n: number;
  title: string;
  /** Opening paragraph, shown larger under the title. */
  lead: string;
  /** Two or three sentences for the Export platform page (/b2b-tips). */
  summary: string;
  sections: readonly ArticleSection[];
  /** Page description (pageMeta appends the city when missing). */
  description: string;
  keywords: readonly string[];
};

/** A tip as the footer and the export platform list it, in the page's edition: number, address, title, summary. */
export type TipListing = { n: number; slug: string; title: string; summary: string };
