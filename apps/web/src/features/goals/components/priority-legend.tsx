import { GOAL_PRIORITY_COLORS, GOAL_PRIORITY_LABELS } from '@grindstone/contract';

/** What the four border colours mean, shown beside the list. */
export function PriorityLegend() {
  return (
    <ul className="priority-legend" aria-label="Priority colours">
      {GOAL_PRIORITY_COLORS.map((c) => (
        <li key={c}>
          <span className={`priority-dot priority-dot-${c}`} aria-hidden="true" />
          <span>
            <span className="visually-hidden">{c}: </span>
            {GOAL_PRIORITY_LABELS[c]}
          </span>
        </li>
      ))}
    </ul>
  );
}
