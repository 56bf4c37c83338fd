import { Flame, Snowflake } from 'lucide-react';
import { Link } from 'react-router';
import { STREAK_MAX_FREEZES } from '@grindstone/contract';
import { useStreak } from './api/review-api.ts';
import './streak-card.css';

/** The weekly streak on the dashboard: weeks in a row, freezes held, and a kind word. */
export function StreakCard() {
  const streak = useStreak();
  if (!streak.data) return null;
  const { weeks, best, freezes, message } = streak.data;
  return (
    <section className="streak-card" aria-label="Weekly streak" data-testid="streak-card">
      <p className="streak-card-count">
        <Flame size={18} aria-hidden="true" />
        <strong data-testid="streak-weeks">{weeks}</strong> {weeks === 1 ? 'week' : 'weeks'} in a row
      </p>
      <p className="streak-card-freezes" data-testid="streak-freezes">
        <Snowflake size={16} aria-hidden="true" /> {freezes} of {STREAK_MAX_FREEZES} freezes held · best {best}
      </p>
      <p className="streak-card-message">{message}</p>
      <Link to="/review" className="streak-card-link">
        Weekly review
      </Link>
    </section>
  );
}
