/**
 * The shared form controls bound to a react-hook-form field by name: value, change, blur, the
 * element that takes the focus when the field is the first invalid one, and the field's message.
 * `<FormTextField control={control} name="title" label="Title" />` stands for a Controller whose
 * render passes those five to a TextField.
 */
import type { ComponentType, ReactElement } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { SelectField, TextAreaField, TextField } from './form-controls';

type BoundProps = 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error';
type Bindable = {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: (element: HTMLElement | null) => void;
  error?: string;
};
// The form's context and submitted type do not matter here: any form of those values binds.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Binding<V extends FieldValues> = { control: Control<V, any, any>; name: FieldPath<V> };

function controlled<P extends Bindable>(Field: ComponentType<P>) {
  return function Controlled<V extends FieldValues>({
    control,
    name,
    ...props
  }: Binding<V> & Omit<P, BoundProps>): ReactElement {
    return (
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => (
          <Field
            {...(props as unknown as P)}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
    );
  };
}

export const FormTextField = controlled(TextField);
export const FormTextAreaField = controlled(TextAreaField);
export const FormSelectField = controlled(SelectField);
