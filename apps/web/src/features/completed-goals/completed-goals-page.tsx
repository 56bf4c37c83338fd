import { Flame } from 'lucide-react';
import { MESSAGES, formatDuration } from '@grindstone/contract';
import { Button, PageHeader, EmptyState, QueryState } from '../../components/ui/index.ts';
import { useCompletedGoals } from './api/completed-goals-api.ts';
import './completed-goals.css';

/** /completed: the completed goals, newest first, 'Load More' while currentPage < totalPages. */
export function CompletedGoalsPage() {
  const q = useCompletedGoals();
  const items = q.data?.pages.flatMap((p) => p.completedGoals) ?? [];
  const total = q.data?.pages[0]?.totalCount ?? 0;

  return (
    <main className="page-narrow completed">
      <PageHeader
        title={MESSAGES.completedGoals}
        actions={q.isSuccess && total > 0 ? <span>{total} crushed</span> : undefined}
      />
      <QueryState
        query={q}
        loadingLabel={MESSAGES.loading}
        error="Completed goals could not be loaded."
        retry
        isEmpty={() => items.length === 0}
        empty={
          <EmptyState icon={<Flame size={28} />} title="Nothing crushed yet">
            When a goal is done, drag it onto the fire on your dashboard or choose Complete in its menu.
          </EmptyState>
        }
      >
        {() => (
          <>
            <ul className="stack-list">
              {items.map((g) => (
                <li
                  key={g.id}
                  className={`completed-item completed-item-${g.borderColor}`}
                  data-testid="completed-goal"
                >
                  <p className="completed-text">{g.description}</p>
                  <p className="completed-meta">
                    <span>
                      Took <strong>{formatDuration(g.createdAt, g.completedAt)}</strong>
                    </span>
                    <time dateTime={g.completedAt} className="muted">
                      Completed{' '}
                      {new Date(g.completedAt).toLocaleDateString(undefined, {
                        year: 'numeric',
                        month: 'short',
                        day: 'numeric',
                      })}
                    </time>
                  </p>
                </li>
              ))}
            </ul>
            {q.hasNextPage && (
              <Button onClick={() => void q.fetchNextPage()} loading={q.isFetchingNextPage} className="completed-more">
                {MESSAGES.loadMore}
              </Button>
            )}
          </>
        )}
      </QueryState>
    </main>
  );
}
