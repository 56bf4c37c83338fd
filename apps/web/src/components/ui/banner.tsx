import type { ReactNode } from 'react';
import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';
import './ui.css';

export type Tone = 'info' | 'success' | 'warning' | 'danger';

const ICONS = { info: Info, success: CheckCircle2, warning: AlertTriangle, danger: XCircle } as const;

/**
 * An inline message strip (form errors, onboarding status, page-level notices). danger and
 * warning are role="alert" (announced at once); info and success are role="status".
 * `action` renders at the right (a button or link).
 */
export function Banner({
  tone = 'info',
  children,
  action,
  className,
}: {
  tone?: Tone;
  children: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  const Icon = ICONS[tone];
  return (
    <div
      role={tone === 'danger' || tone === 'warning' ? 'alert' : 'status'}
      className={['ui-banner', `ui-banner-${tone}`, className].filter(Boolean).join(' ')}
    >
      <Icon size={18} aria-hidden="true" className="ui-banner-icon" />
      <div className="ui-banner-body">{children}</div>
      {action && <div className="ui-banner-action">{action}</div>}
    </div>
  );
}
