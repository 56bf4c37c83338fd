import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { TextField, type TextFieldProps } from './text-field.tsx';

/**
 * A TextField for passwords with a show/hide toggle (an icon button with aria-pressed and a
 * label that says what it will do). Default autoComplete is "current-password"; pass
 * "new-password" on sign-up and change-password forms.
 */
export function PasswordField({
  autoComplete = 'current-password',
  ...props
}: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      spellCheck={false}
      trailing={
        <button
          type="button"
          className="field-icon-btn"
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
        </button>
      }
    />
  );
}
