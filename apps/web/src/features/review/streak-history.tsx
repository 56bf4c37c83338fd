import type { TStreakAnswer } from '@grindstone/contract';
import { count } from '../../lib/count.ts';
import { useStreak } from './api/review-api.ts';
import './streak-history.css';

const STATE_LABEL: Record<TStreakAnswer['history'][number]['state'], string> = {
  active: 'active',
  frozen: 'kept by a freeze',
  missed: 'no activity',
  current: 'this week, not yet active',
};

/** The streak week by week (oldest first), for the chart page: a bar per week, its height the streak. */
export function StreakHistory() {
  const streak = useStreak();
  if (!streak.data) return null;
  const { history, weeks, best, freezes } = streak.data;
  const top = Math.max(1, ...history.map((h) => h.streak));
  return (
    <section className="streak-history" aria-labelledby="streak-history-title">
      <h2 id="streak-history-title">Weekly streak</h2>
      <p>
        Now {count(weeks, 'week')}, best {best}, {count(freezes, 'freeze')} held.
      </p>
      <ol className="streak-history-bars" data-testid="streak-history">
        {history.map((h) => (
          <li key={h.week} className={`streak-bar is-${h.state}`} title={`${h.week}: ${STATE_LABEL[h.state]}`}>
            <span className="streak-bar-fill" style={{ height: `${(h.streak / top) * 100}%` }} aria-hidden="true" />
            <span className="visually-hidden">
              {h.week}: {STATE_LABEL[h.state]}, streak {h.streak}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
