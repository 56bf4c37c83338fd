import type { ReactNode } from 'react';
import './ui.css';

/**
 * What a list or page shows when there is nothing yet: an icon, a title, a line of help and
 * an optional action. Never leave a screen blank.
 */
export function EmptyState({
  icon,
  title,
  children,
  action,
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="ui-empty">
      {icon && (
        <div className="ui-empty-icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <h2 className="ui-empty-title">{title}</h2>
      {children && <div className="ui-empty-text">{children}</div>}
      {action && <div className="ui-empty-action">{action}</div>}
    </div>
  );
}
