import {
  useId,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

interface LabelProps {
  label: string;
  hint?: ReactNode;
  id?: string;
  required?: boolean;
}

interface ControlProps {
  id: string;
  className: string;
  required?: boolean;
  'aria-describedby'?: string;
}

/**
 * A field component around one control: label (a '*' for required fields, hidden from screen readers
 * since the control says it), the control, and a hint linked with aria-describedby.
 */
function labelled<P extends LabelProps>(
  renderControl: (control: ControlProps, rest: Omit<P, keyof LabelProps>) => ReactNode,
) {
  return function LabelledField({ label, hint, id, required, ...rest }: P) {
    const generated = useId();
    const controlId = id ?? generated;
    const hintId = `${controlId}-hint`;
    const control = {
      id: controlId,
      className: 'input',
      required,
      'aria-describedby': hint ? hintId : undefined,
    };
    return (
      <div className="field">
        <label htmlFor={controlId}>
          {label}
          {required ? <span aria-hidden="true"> *</span> : null}
        </label>
        {renderControl(control, rest)}
        {hint ? (
          <span id={hintId} className="field__hint">
            {hint}
          </span>
        ) : null}
      </div>
    );
  };
}

type FieldProps = LabelProps & InputHTMLAttributes<HTMLInputElement>;
type TextAreaFieldProps = LabelProps & TextareaHTMLAttributes<HTMLTextAreaElement>;
type SelectFieldProps = LabelProps & SelectHTMLAttributes<HTMLSelectElement>;

export const Field = labelled<FieldProps>((control, input) => <input {...control} {...input} />);
export const TextAreaField = labelled<TextAreaFieldProps>((control, textarea) => (
  <textarea {...control} {...textarea} />
));
export const SelectField = labelled<SelectFieldProps>((control, select) => (
  <select {...control} {...select} />
));

/**
 * One text field of a form, described as data: a `rows` count makes it a textarea. `name` is the
 * request's field name and the key of the form's values.
 */
export interface FieldSpec<K extends string = string> {
  name: K;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'url' | 'password' | 'number' | 'time';
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel' | 'url';
  /** Number fields: whole numbers in this range. */
  min?: number;
  max?: number;
  step?: number;
  required?: boolean;
  autoComplete?: string;
  minLength?: number;
  maxLength?: number;
  placeholder?: string;
  hint?: ReactNode;
  rows?: number;
}

/** The e-mail field as every form asks for it. */
export const EMAIL_FIELD = {
  name: 'email',
  label: 'E-Mail',
  type: 'email',
  required: true,
  autoComplete: 'email',
} as const satisfies FieldSpec<'email'>;

/** Every field of the list empty: a form's starting values. */
export function emptyValues<K extends string>(fields: ReadonlyArray<FieldSpec<K>>): Record<K, string> {
  return Object.fromEntries(fields.map((field) => [field.name, ''])) as Record<K, string>;
}

interface FieldListProps<K extends string> {
  fields: ReadonlyArray<FieldSpec<K>>;
  values: Record<K, string>;
  onChange: (name: K, value: string) => void;
}

/** The fields of a form in order, each bound to its value. */
export function FieldList<K extends string>({ fields, values, onChange }: FieldListProps<K>) {
  return fields.map(({ rows, ...spec }) => {
    const bound = {
      ...spec,
      value: values[spec.name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        onChange(spec.name, event.target.value),
    };
    return rows ? (
      <TextAreaField key={spec.name} rows={rows} {...bound} />
    ) : (
      <Field key={spec.name} {...bound} />
    );
  });
}
