import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import './ui.css';

const BACK = {
  goals: { to: '/', label: 'Back to goals' },
  profile: { to: '/profile', label: 'Back to profile' },
} as const;

/** The link above a page's title: always on the left, always 'Back to …'. */
export function BackLink({ to = 'goals' }: { to?: keyof typeof BACK }) {
  return (
    <Link to={BACK[to].to} className="ui-back-link">
      <ArrowLeft size={16} aria-hidden="true" /> {BACK[to].label}
    </Link>
  );
}

/**
 * The one page header: the back link, then the title with the page's own actions or figures on
 * its right, with the same spacing on every page. `title` may be left out when the page's h1 is
 * its content (the goal page's goal text); `intro` is a short line under the title.
 */
export function PageHeader({
  title,
  back = 'goals',
  actions,
  intro,
}: {
  title?: ReactNode;
  back?: keyof typeof BACK | null;
  actions?: ReactNode;
  intro?: ReactNode;
}) {
  return (
    <header className="ui-page-header">
      {back && <BackLink to={back} />}
      {title !== undefined && (
        <div className="ui-page-header-row">
          <h1 className="ui-page-title">{title}</h1>
          {actions && <div className="ui-page-header-actions">{actions}</div>}
        </div>
      )}
      {intro && <p className="ui-page-intro muted">{intro}</p>}
    </header>
  );
}
