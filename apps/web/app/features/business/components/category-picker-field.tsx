/** The category picker bound to two fields of a react-hook-form form: the main industry (which only narrows the list) and the chosen categories. */
import type { ComponentProps } from 'react';
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import type { Binding } from '~/components/form-controlled';
import { errorMessage } from '~/lib/forms';
import { CategoryPicker } from './category-picker';

type Props<V extends FieldValues> = Binding<V> & { industryName: FieldPath<V> } & Omit<
    ComponentProps<typeof CategoryPicker>,
    'industry' | 'onIndustryChange' | 'value' | 'onChange' | 'focusRef' | 'error'
  >;

export function CategoryPickerField<V extends FieldValues>({ control, name, industryName, ...picker }: Props<V>) {
  return (
    <Controller
      control={control}
      name={industryName}
      render={({ field: industry }) => (
        <Controller
          control={control}
          name={name}
          render={({ field, fieldState }) => (
            <CategoryPicker
              {...picker}
              industry={industry.value}
              onIndustryChange={industry.onChange}
              value={field.value}
              onChange={field.onChange}
              focusRef={field.ref}
              error={errorMessage(fieldState.error)}
            />
          )}
        />
      )}
    />
  );
}
