import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './ui.css';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** Shown in red under the input and wired with aria-invalid + aria-describedby. */
  error?: string | null;
  /** A quiet hint under the input (hidden while an error shows). */
  help?: ReactNode;
  /** Something inside the right edge of the input (e.g. the password eye). */
  trailing?: ReactNode;
  id?: string;
};

/**
 * A labelled text input with an optional help line and error line, both linked to the input for
 * screen readers. Pass `required` to mark it (the asterisk is decorative; the attribute speaks).
 */
export function TextField({ label, error, help, trailing, id, className, required, ...rest }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const helpId = `${inputId}-help`;
  const errorId = `${inputId}-error`;
  const describedBy = error ? errorId : help ? helpId : undefined;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId}>
        {label}
        {required && (
          <span className="field-required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <div className={trailing ? 'field-control has-trailing' : 'field-control'}>
        <input
          id={inputId}
          className="input"
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        {trailing && <span className="field-trailing">{trailing}</span>}
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : help ? (
        <p id={helpId} className="field-help">
          {help}
        </p>
      ) : null}
    </div>
  );
}
