/**
 * The industry tree in an edition (decision 0085): industry names and descriptions, category and
 * sub-category names from the edition's reference data table (refdata-<edition>.ts); a name the
 * table lacks stays English. Ids, keys, icons and order stay as they are, so a tree in any edition
 * names the same nodes. The API answers `GET /api/catsys/industry/full-tree?lang=<edition>` with it
 * and the web app's server render uses it, so both give the same names (the page hydrates on them).
 * The tables are large: only servers import this.
 */
import type { IndustryNode } from '../schemas/refdata.js';
import type { Edition, TranslatedEdition } from './editions.js';
import type { IndustryKey, RefdataTranslation } from './refdata-translation.js';
import { REFDATA_ES } from './refdata-es.js';
import { REFDATA_IT } from './refdata-it.js';
import { REFDATA_ZH } from './refdata-zh.js';

export const REFDATA: Record<TranslatedEdition, RefdataTranslation> = {
  es: REFDATA_ES,
  it: REFDATA_IT,
  zh: REFDATA_ZH,
};

/** The tree in `edition`; English gives the tree itself. */
export function translateIndustryTree(tree: IndustryNode[], edition: Edition): IndustryNode[] {
  if (edition === 'en') return tree;
  const industries = REFDATA[edition].industries;
  return tree.map((industry) => {
    const tr = industries[(industry.key || industry.id) as IndustryKey];
    if (!tr) return industry;
    return {
      ...industry,
      name: tr.name || industry.name,
      description: tr.description || industry.description,
      categories: industry.categories.map((category) => {
        const cat = tr.categories[category.name];
        if (!cat) return category;
        return {
          ...category,
          name: cat.name || category.name,
          subCategories: category.subCategories.map((sub) => ({
            ...sub,
            name: cat.subCategories[sub.name] || sub.name,
          })),
        };
      }),
    };
  });
}

/** A category's name in `edition` (its industry by key, the category by its English name); the English when the table lacks it. */
export function categoryNameIn(edition: Edition, industryKey: string, englishName: string): string {
  if (edition === 'en') return englishName;
  return REFDATA[edition].industries[industryKey as IndustryKey]?.categories[englishName]?.name || englishName;
}

/** An industry's name in `edition` (by its key); the English when the table lacks it. */
export function industryNameIn(edition: Edition, industryKey: string, englishName: string): string {
  if (edition === 'en') return englishName;
  return REFDATA[edition].industries[industryKey as IndustryKey]?.name || englishName;
}

/** A sub-category's name in `edition` (its industry by key, its category and itself by their English names); the English when the table lacks it. */
export function subCategoryNameIn(
  edition: Edition,
  industryKey: string,
  categoryEnglish: string,
  englishName: string,
): string {
  if (edition === 'en') return englishName;
  return (
    REFDATA[edition].industries[industryKey as IndustryKey]?.categories[categoryEnglish]?.subCategories[englishName] ||
    englishName
  );
}

/** A business type's name in `edition` (by its code); the English when the table lacks it. */
export function businessTypeNameIn(edition: Edition, code: string, englishName: string): string {
  if (edition === 'en') return englishName;
  return REFDATA[edition].businessTypes[code as keyof RefdataTranslation['businessTypes']] || englishName;
}
