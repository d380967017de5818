import type { IndustryNode } from '@wbn/contract/schemas';
import { Field, inputClass } from './controls';

export type CategoryChoice = { industryID: string; categoryID: string; subCategoryID: string };

/** Industry → category → subcategory, each list following the choice above it. */
export function CategorySelects({
  tree,
  value,
  onChange,
  disabled,
  loading,
  required,
  errors,
}: {
  tree: IndustryNode[];
  value: CategoryChoice;
  onChange: (value: CategoryChoice) => void;
  disabled?: boolean;
  loading?: boolean;
  /** Once saved, a level cannot be emptied again (the update call only replaces values). */
  required?: { industry?: boolean; category?: boolean; subCategory?: boolean };
  errors?: { industry?: string; category?: string; subCategory?: string };
}) {
  const industry = tree.find((i) => i.id === value.industryID);
  const category = industry?.categories.find((c) => c.id === value.categoryID);
  const placeholder = loading ? 'Loading…' : 'Choose…';
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Field id="product-industry" label="Industry" error={errors?.industry}>
        <select
          id="product-industry"
          value={value.industryID}
          disabled={disabled || loading}
          onChange={(e) => onChange({ industryID: e.target.value, categoryID: '', subCategoryID: '' })}
          className={inputClass}
        >
          <option value="" disabled={required?.industry}>
            {placeholder}
          </option>
          {tree.map((i) => (
            <option key={i.id} value={i.id}>
              {i.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id="product-category" label="Category" error={errors?.category}>
        <select
          id="product-category"
          value={value.categoryID}
          disabled={disabled || !industry}
          onChange={(e) => onChange({ ...value, categoryID: e.target.value, subCategoryID: '' })}
          className={inputClass}
        >
          <option value="" disabled={required?.category}>
            {industry ? 'Choose…' : 'Choose an industry first'}
          </option>
          {(industry?.categories ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id="product-subcategory" label="Subcategory" error={errors?.subCategory}>
        <select
          id="product-subcategory"
          value={value.subCategoryID}
          disabled={disabled || !category || category.subCategories.length === 0}
          onChange={(e) => onChange({ ...value, subCategoryID: e.target.value })}
          className={inputClass}
        >
          <option value="" disabled={required?.subCategory}>
            {category ? 'Choose…' : 'Choose a category first'}
          </option>
          {(category?.subCategories ?? []).map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}
