import { useQuery } from '@tanstack/react-query';
import { EmptyState, QueryState } from '../../../components/ui/index.ts';
import { when } from '../admin-format.ts';
import { feedbackQuery } from '../api/admin-api.ts';

export function FeedbackTab() {
  const q = useQuery(feedbackQuery);
  return (
    <QueryState
      query={q}
      isEmpty={(d) => d.length === 0}
      empty={<EmptyState title="No feedback yet">What members send from the Feedback page appears here.</EmptyState>}
    >
      {(rows) => (
        <ul className="admin-list">
          {rows.map((f) => (
            <li key={f.id} className="card">
              <p className="admin-pre">{f.feedback}</p>
              <p className="muted">
                @{f.username ?? 'deleted user'} · {when(f.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
