import { Link } from 'react-router';
import { MESSAGES } from '@grindstone/contract';
import { Spinner } from '../../../components/ui/index.ts';
import { GRIND_DROP_ID, useCoach } from '../coach-context.tsx';
import { GrindstoneImage } from './grindstone-image.tsx';
import { useGoalDroppable, useGoals } from '../../goals/index.ts';

const HEADINGS = {
  idle: 'Drop a goal on the stone to grind',
  waiting: 'Sharpening your grind…',
  generated: 'Grind ready!',
  limitHit: MESSAGES.dailyLimit,
  error: MESSAGES.grindFailed,
} as const;

/** The dashboard grind panel: the droppable grind image (id GRIND_DROP_ID) and its status heading. */
export function GrindPanel() {
  const { grindStatus } = useCoach();
  const { data: goals = [] } = useGoals();
  const { setNodeRef, isOver } = useGoalDroppable(GRIND_DROP_ID);
  const failed = grindStatus === 'limitHit' || grindStatus === 'error';
  return (
    <section className="grind-panel" aria-labelledby="grind-panel-heading">
      <h2
        id="grind-panel-heading"
        className={`grind-panel-heading${failed ? ' is-error' : ''}`}
        role={failed ? 'alert' : undefined}
      >
        {HEADINGS[grindStatus]}
      </h2>
      <div
        ref={setNodeRef}
        className={`grind-drop${isOver ? ' is-over' : ''}${grindStatus === 'waiting' ? ' is-busy' : ''}`}
        data-testid="grind-drop"
      >
        <GrindstoneImage active={isOver || grindStatus === 'waiting'} />
        {grindStatus === 'waiting' && (
          <span className="grind-drop-spinner">
            <Spinner label="Generating grind" />
          </span>
        )}
      </div>
      <Link to="/grind" state={{ goals: goals.filter((g) => !g.isLocal) }} className="grind-pick-link">
        Pick a goal to grind
      </Link>
    </section>
  );
}
