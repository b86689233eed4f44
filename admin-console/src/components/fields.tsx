import {
  forwardRef,
  useId,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { REPORT_LIMITS } from '@event-kompass/shared-types';

interface FieldShell {
  label: string;
  hint?: ReactNode;
  /** What is wrong with the current value; marks the control invalid and is read with it. */
  problem?: ReactNode;
  /** Extra classes of the field's frame (e.g. `ac-field--inline`). */
  frameClassName?: string;
}

interface ControlProps {
  id: string;
  required?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/** Label, control, hint and problem of one field; the control gets the props that tie it to them. */
function FieldFrame({
  label,
  hint,
  problem,
  frameClassName,
  required,
  children,
}: FieldShell & { required?: boolean; children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const describedBy = [hint ? hintId : null, problem ? problemId : null].filter(Boolean).join(' ');
  return (
    <div className={frameClassName ? `ac-field ${frameClassName}` : 'ac-field'}>
      <label htmlFor={id} className="ac-field__label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children({
        id,
        required,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': problem ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className="ac-field__hint">
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p id={problemId} className="ac-field__problem">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** Splits a field's props into its frame's (label, hint, problem, frame class, required) and its control's. */
function frameAndControl<P extends FieldShell & { required?: boolean }>({
  label,
  hint,
  problem,
  frameClassName,
  required,
  ...control
}: P) {
  return [{ label, hint, problem, frameClassName, required }, control] as const;
}

type InputProps = FieldShell & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled input (every input has a visible label). */
export function TextField({ className, ...props }: InputProps) {
  const [frame, rest] = frameAndControl(props);
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <input className={className ? `ac-input ${className}` : 'ac-input'} {...control} {...rest} />
      )}
    </FieldFrame>
  );
}

type FileProps = FieldShell & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>;

/** A labelled file input; its ref reaches the input, so a page can clear the choice after an upload. */
export const FileField = forwardRef<HTMLInputElement, FileProps>(function FileField(
  { className, ...props },
  ref,
) {
  const [frame, rest] = frameAndControl(props);
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <input
          ref={ref}
          type="file"
          className={className ? `ac-file ${className}` : 'ac-file'}
          {...control}
          {...rest}
        />
      )}
    </FieldFrame>
  );
});

type TextAreaProps = FieldShell & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

export function TextAreaField(props: TextAreaProps) {
  const [frame, rest] = frameAndControl(props);
  return (
    <FieldFrame {...frame}>
      {(control) => <textarea className="ac-input ac-textarea" {...control} {...rest} />}
    </FieldFrame>
  );
}

type SelectProps<V extends string> = FieldShell &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value' | 'onChange'> & {
    /** The choices in their order: value → the text shown. */
    options: Readonly<Record<V, string>>;
    value: V;
    onChange: (value: V) => void;
  };

/** A labelled choice among fixed options. */
export function SelectField<V extends string>({ options, value, onChange, ...props }: SelectProps<V>) {
  const [frame, rest] = frameAndControl(props);
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <select
          className="ac-input"
          {...control}
          {...rest}
          value={value}
          // The options are the only values the select can take.
          onChange={(event) => onChange(event.target.value as V)}
        >
          {(Object.entries(options) as [V, string][]).map(([option, text]) => (
            <option key={option} value={option}>
              {text}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/**
 * The statement of reasons sent to the person whose content an admin removes or takes offline (DSA
 * Art. 17); it may stay empty, the server then sends a general text.
 */
export function ReasonField(props: Omit<TextAreaProps, 'maxLength'>) {
  return <TextAreaField rows={4} maxLength={REPORT_LIMITS.statementMax} {...props} />;
}

type CheckboxProps = FieldShell & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>;

export function CheckboxField({ label, hint, ...rest }: CheckboxProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="ac-check">
      <input id={id} type="checkbox" aria-describedby={hint ? hintId : undefined} {...rest} />
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="ac-field__hint ac-check__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type TextKeys<T> = { [K in keyof T]: T[K] extends string | null | undefined ? K : never }[keyof T];

/**
 * The state of an edit form: `text('email')` binds a text field (null shows as empty), `check('x')` a
 * checkbox, `set` changes one value.
 */
export function useFormFields<T extends object>(initial: () => T) {
  const [form, setForm] = useState(initial);
  const set = <K extends keyof T>(key: K, value: T[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  return {
    form,
    set,
    setForm,
    text: <K extends TextKeys<T>>(key: K) => ({
      value: (form[key] as string | null | undefined) ?? '',
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        set(key, event.target.value as T[K]),
    }),
  };
}
