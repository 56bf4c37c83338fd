import { useCoachQuota } from '../api/coach-api.ts';

/** What is left of today's AI calls, so a 429 never comes as a surprise. */
export function QuotaLine() {
  const { data } = useCoachQuota();
  if (!data) return null;
  const k = data.kinds;
  return (
    <p className="coach-quota" data-testid="coach-quota">
      Left today: {k.grind.remaining} grinds · {k.nextMove.remaining} next moves · {k.fortify.remaining} fortifies
      {data.plan === 'subscriber' ? ' (4x plan)' : ''}
    </p>
  );
}
