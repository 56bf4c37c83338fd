import type { HTMLAttributes, ReactNode } from 'react';
import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';
import './ui.css';

export type Tone = 'info' | 'success' | 'warning' | 'danger';

const ICONS = { info: Info, success: CheckCircle2, warning: AlertTriangle, danger: XCircle } as const;

/**
 * An inline message strip (form errors, onboarding status, page-level notices). danger and
 * warning are role="alert" (announced at once); info and success are role="status".
 * `action` renders at the right (a button or link); other attributes (event handlers) go on the strip.
 */
export function Banner({
  tone = 'info',
  children,
  action,
  className,
  ...rest
}: Omit<HTMLAttributes<HTMLDivElement>, 'role'> & {
  tone?: Tone;
  children: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  const Icon = ICONS[tone];
  return (
    <div
      {...rest}
      role={tone === 'danger' || tone === 'warning' ? 'alert' : 'status'}
      className={['ui-banner', `ui-banner-${tone}`, className].filter(Boolean).join(' ')}
    >
      <Icon size={18} aria-hidden="true" className="ui-banner-icon" />
      <div className="ui-banner-body">{children}</div>
      {action && <div className="ui-banner-action">{action}</div>}
    </div>
  );
}
