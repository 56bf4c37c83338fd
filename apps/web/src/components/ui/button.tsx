import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './spinner.tsx';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';
type Size = 'sm' | 'md' | 'lg';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: Variant;
  size?: Size;
  /** Shows a spinner, keeps the label for width, and disables the button. */
  loading?: boolean;
  /** An icon (lucide-react) before the label. */
  icon?: ReactNode;
  block?: boolean;
};

/**
 * The one button. `variant` picks the look (primary = the electric accent, secondary = quiet
 * surface, danger = outlined red, ghost = text only); `loading` disables it and shows a spinner.
 * Defaults to type="button" so a button inside a form never submits by accident.
 */
export function Button({
  variant = 'secondary',
  size = 'md',
  loading = false,
  icon,
  block = false,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = [
    'btn',
    variant === 'primary' && 'btn-primary',
    variant === 'danger' && 'btn-danger',
    variant === 'ghost' && 'btn-ghost',
    size !== 'md' && `btn-${size}`,
    block && 'btn-block',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button type={type} className={classes} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading ? <Spinner size="sm" label="" /> : icon}
      {children}
    </button>
  );
}
