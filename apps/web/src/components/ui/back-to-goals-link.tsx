import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import './ui.css';

/** The 'Back to goals' link at the top of the pages a member opens from the dashboard. */
export function BackToGoalsLink() {
  return (
    <Link to="/" className="ui-back-link">
      <ArrowLeft size={16} aria-hidden="true" /> Back to goals
    </Link>
  );
}
