import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

interface FieldShell {
  label: string;
  hint?: ReactNode;
}

type InputProps = FieldShell & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled input (every input has a visible label). */
export function TextField({ label, hint, required, ...rest }: InputProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="ac-field">
      <label htmlFor={id} className="ac-field__label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={id}
        className="ac-input"
        required={required}
        aria-describedby={hint ? hintId : undefined}
        {...rest}
      />
      {hint ? (
        <p id={hintId} className="ac-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type TextAreaProps = FieldShell & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

export function TextAreaField({ label, hint, required, ...rest }: TextAreaProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="ac-field">
      <label htmlFor={id} className="ac-field__label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <textarea
        id={id}
        className="ac-input ac-textarea"
        required={required}
        aria-describedby={hint ? hintId : undefined}
        {...rest}
      />
      {hint ? (
        <p id={hintId} className="ac-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
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
