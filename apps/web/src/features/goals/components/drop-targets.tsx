import './goals.css';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BarChart3, Flame, Trash2 } from 'lucide-react';
import { MESSAGES } from '@grindstone/contract';
import { useGoalDragActive, useGoalDroppable } from './goal-drag-bindings.ts';

export const FIRE_DROP_ID = 'fire-target';
export const DELETE_DROP_ID = 'delete-target';
export const CHART_DROP_ID = 'chart-target';
/** The goal feature's drop targets and what a screen reader hears for each. */
export const GOAL_DROP_TARGETS: ReadonlyMap<string, string> = new Map([
  [FIRE_DROP_ID, 'the fire (complete)'],
  [DELETE_DROP_ID, 'the bin (delete)'],
  [CHART_DROP_ID, 'the chart'],
]);

/** A drop target; with `to`, the whole tile is also a link there. */
function Target({
  id,
  className,
  banner,
  to,
  children,
}: {
  id: string;
  className: string;
  banner?: string;
  to?: string;
  children: ReactNode;
}) {
  const { setNodeRef, isOver } = useGoalDroppable(id);
  const dragging = useGoalDragActive();
  const classes = ['drop-target', className, dragging && 'drop-target-armed', isOver && 'drop-target-over']
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      {children}
      {dragging && banner && (
        <span className="drop-target-banner" role="status">
          {banner}
        </span>
      )}
    </>
  );
  return to ? (
    <Link ref={setNodeRef} to={to} className={`${classes} drop-target-tile-link`} data-testid={id} draggable={false}>
      {content}
    </Link>
  ) : (
    <div ref={setNodeRef} className={classes} data-testid={id}>
      {content}
    </div>
  );
}

/**
 * The targets under the list (docs/product.md#drop-targets): the fire completes (the whole tile is also the link to the completed goals), the
 * bin deletes, the chart icon opens /chart. Hidden at 768 px or less (the card menu does the same).
 * With no goals the bin, a drop zone and nothing else, is left out; the fire and the chart stay
 * as the ways to Completed and Chart. `flare` lights the fire up once after a completion.
 */
export function GoalDropTargets({ empty = false, flare = false }: { empty?: boolean; flare?: boolean }) {
  return (
    <div className="drop-targets" aria-label="Drop targets">
      <Target
        id={FIRE_DROP_ID}
        className={`drop-target-fire${flare ? ' drop-target-flare' : ''}`}
        banner={MESSAGES.fireBanner}
        to="/completed"
      >
        <span className="drop-target-icon" aria-hidden="true">
          <Flame size={34} />
        </span>
        <span className="visually-hidden">Completed goals. </span>
        <span className="drop-target-hint">{MESSAGES.fireHint}</span>
      </Target>
      {!empty && (
        <Target id={DELETE_DROP_ID} className="drop-target-delete" banner={MESSAGES.deleteBanner}>
          <span className="drop-target-icon" aria-hidden="true">
            <Trash2 size={30} />
          </span>
          <span className="drop-target-hint">Delete</span>
        </Target>
      )}
      <Target id={CHART_DROP_ID} className="drop-target-chart">
        <Link
          to="/chart"
          className="drop-target-link drop-target-chart-link"
          title={MESSAGES.chartHover}
          aria-label={MESSAGES.chartHover}
        >
          <BarChart3 size={30} aria-hidden="true" />
          <span className="drop-target-tooltip" aria-hidden="true">
            {MESSAGES.chartHover}
          </span>
        </Link>
        <span className="drop-target-hint" aria-hidden="true">
          Chart
        </span>
      </Target>
    </div>
  );
}
