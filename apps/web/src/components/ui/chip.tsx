import type { ButtonHTMLAttributes, ReactNode } from 'react';
import './ui.css';

type ChipTone = 'neutral' | 'accent' | 'red' | 'purple' | 'blue' | 'white' | 'success' | 'warning';

/**
 * A small pill: a label ('week 3', 'Supporter') or, with onClick, a compact action ('Fortify').
 * The priority tones use the four priority colours.
 */
export function Chip({
  tone = 'neutral',
  icon,
  children,
  onClick,
  className,
  ...rest
}: {
  tone?: ChipTone;
  icon?: ReactNode;
  children: ReactNode;
  onClick?: ButtonHTMLAttributes<HTMLButtonElement>['onClick'];
  className?: string;
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'className' | 'children'>) {
  const classes = ['ui-chip', `ui-chip-${tone}`, onClick && 'ui-chip-action', className].filter(Boolean).join(' ');
  if (onClick) {
    return (
      <button type="button" className={classes} onClick={onClick} {...rest}>
        {icon}
        {children}
      </button>
    );
  }
  return (
    <span className={classes}>
      {icon}
      {children}
    </span>
  );
}
