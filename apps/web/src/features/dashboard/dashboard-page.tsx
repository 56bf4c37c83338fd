import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Bell, Sparkles, Target } from 'lucide-react';
import { DELETE_ERROR_MS, MESSAGES, UNDO_HELD_MAX_MS, UNDO_TOAST_MS } from '@grindstone/contract';
import { Banner, Button } from '../../components/ui/index.ts';
import { useTimedMessage } from '../../lib/use-timed-message.ts';
import {
  CoachCard,
  CoachProvider,
  FortifyDialog,
  GRIND_DROP_ID,
  preloadFortifyDialog,
  useCoach,
} from '../coach/index.ts';
import {
  CHART_DROP_ID,
  DELETE_DROP_ID,
  FIRE_DROP_ID,
  GOAL_DROP_TARGETS,
  GoalDropTargets,
  GoalList,
  GoalsDndContext,
  useGoalActions,
  useGoals,
  useUpdateGoal,
  type ClientGoal,
  type GoalMenuActions,
  type RemovedGoal,
} from '../goals/index.ts';
import { useMarkAllReadLater } from '../notifications/index.ts';
import { useSession } from '../auth/index.ts';
import { OfflineBanner, useOfflineGoals } from '../offline/index.ts';
import { StreakCard } from '../review/index.ts';
import { MobileNotifications } from './mobile-notifications.tsx';
import { useIsMobile } from './use-is-mobile.ts';
import './dashboard.css';

const TARGETS: ReadonlyMap<string, string> = new Map([...GOAL_DROP_TARGETS, [GRIND_DROP_ID, 'the grindstone (grind)']]);
type MobileTab = 'goals' | 'coach' | 'notifications';
const TABS: { id: MobileTab; label: string; Icon: typeof Target }[] = [
  { id: 'goals', label: 'Goals', Icon: Target },
  { id: 'coach', label: 'Coach', Icon: Sparkles },
  { id: 'notifications', label: 'Notifications', Icon: Bell },
];

/** The main app (docs/product.md#dashboard): goal list on the left, the coach card on the right. */
export function DashboardPage() {
  return (
    <CoachProvider>
      <Dashboard />
    </CoachProvider>
  );
}

function Dashboard() {
  const navigate = useNavigate();
  const coach = useCoach();
  const isMobile = useIsMobile();
  const [tab, setTab] = useState<MobileTab>('goals');
  const [fortifying, setFortifying] = useState<ClientGoal | null>(null);
  // Opening the notifications section acts like the flip: unread items are marked read 3 s later.
  const markAllReadLater = useMarkAllReadLater();
  // A failed delete or completion says so (the goal is back in the list).
  const { message: actionError, show: showActionError } = useTimedMessage(DELETE_ERROR_MS);
  // A deleted or completed goal can be brought back for a few seconds (decision 148); a completion
  // also gets a short "Crushed!" with the way to where it went. The strip waits while the person
  // is on it (pointer or focus).
  const {
    message: removed,
    show: showRemoved,
    clear: clearRemoved,
    holdProps: holdRemoved,
  } = useTimedMessage<RemovedGoal>(UNDO_TOAST_MS, UNDO_HELD_MAX_MS);
  const { user } = useSession();
  const offline = useOfflineGoals(user?.id ?? null);
  const { data: goals = [] } = useGoals();
  const updateGoal = useUpdateGoal();
  const { completeGoal, deleteGoal, undoRemoval, reorderGoals, moveGoal } = useGoalActions({
    onDeleteError: () => showActionError(MESSAGES.goalDeleteError),
    onCompleteError: () => showActionError(MESSAGES.goalCompleteError),
    onRemoved: showRemoved,
    onRemovalStarted: clearRemoved,
    onUndoError: () => showActionError(MESSAGES.goalUndoError),
  });
  // Not needed for the first paint: fetched once the page is up (decision 231), in a task of its
  // own rather than among the first commit's effects (decision 269).
  useEffect(() => {
    const timer = setTimeout(preloadFortifyDialog, 0);
    return () => clearTimeout(timer);
  }, []);
  const undo = (r: RemovedGoal) => {
    clearRemoved();
    void undoRemoval(r).then(() => spotlightGoal(r.goal.id));
  };

  const actions: GoalMenuActions = useMemo(
    () => ({
      onOpen: (g) => navigate(`/goal/${g.id}`),
      onFortify: (g) => setFortifying(g),
      onColor: (g, borderColor) => updateGoal.mutate({ id: g.id, changes: { borderColor } }),
      onComplete: (g) => {
        // The menu and its card go away: focus moves to a neighbour, not to the page body.
        const next = focusAfterLeaving(g.id);
        void completeGoal(g.id);
        requestAnimationFrame(() => next?.focus());
      },
      onDelete: (g) => void deleteGoal(g.id),
      onMove: (g, to) => moveGoal(g.id, to),
      onGrind: (g) => navigate('/grind', { state: { goals: goals.filter((x) => !x.isLocal), goalId: g.id } }),
    }),
    [navigate, updateGoal, completeGoal, deleteGoal, moveGoal, goals],
  );

  // Next move's goal chip: bring the goal into view (on a phone, on the Goals section) and light it up.
  const showGoal = useCallback(
    (goalId: string) => {
      if (isMobile) setTab('goals');
      spotlightGoal(goalId);
    },
    [isMobile],
  );

  const onDropOnTarget = (targetId: string, goal: ClientGoal) => {
    if (targetId === FIRE_DROP_ID) void completeGoal(goal.id);
    else if (targetId === DELETE_DROP_ID) void deleteGoal(goal.id);
    else if (targetId === CHART_DROP_ID) navigate('/chart');
    else if (targetId === GRIND_DROP_ID) coach.generateGrind({ id: goal.id, description: goal.description });
  };

  const actionBanner = actionError ? (
    <Banner tone="danger" className="dashboard-action-error">
      {actionError}
    </Banner>
  ) : removed?.kind === 'complete' ? (
    <Banner
      {...holdRemoved}
      tone="success"
      className="dashboard-crushed"
      action={
        <span className="dashboard-undo-actions">
          <Link to="/completed">See it in Completed</Link>
          <Button size="sm" variant="ghost" onClick={() => undo(removed)}>
            Undo
          </Button>
        </span>
      }
    >
      <strong>Crushed!</strong> Goal done.
    </Banner>
  ) : removed ? (
    <Banner
      {...holdRemoved}
      tone="info"
      className="dashboard-undo"
      action={
        <Button size="sm" variant="ghost" onClick={() => undo(removed)}>
          Undo
        </Button>
      }
    >
      {MESSAGES.goalDeleted}
    </Banner>
  ) : null;

  return (
    <GoalsDndContext targets={TARGETS} onReorder={reorderGoals} onDropOnTarget={onDropOnTarget}>
      {isMobile ? (
        <main className="dashboard-mobile">
          <OfflineBanner offline={offline} />
          <div
            className="dashboard-mobile-panel"
            role="tabpanel"
            id={`dash-panel-${tab}`}
            aria-labelledby={`dash-tab-${tab}`}
          >
            {tab === 'goals' && (
              <>
                {actionBanner}
                <StreakCard />
                <GoalList actions={actions} />
              </>
            )}
            {tab === 'coach' && <CoachCard onShowGoal={showGoal} />}
            {tab === 'notifications' && <MobileNotifications />}
          </div>
          <nav className="dashboard-tabbar" aria-label="Dashboard sections">
            <div role="tablist" aria-label="Dashboard sections" className="dashboard-tablist">
              {TABS.map(({ id, label, Icon }) => (
                <button
                  key={id}
                  id={`dash-tab-${id}`}
                  type="button"
                  role="tab"
                  aria-selected={tab === id}
                  aria-controls={`dash-panel-${id}`}
                  className="dashboard-tab"
                  onClick={() => {
                    setTab(id);
                    if (id === 'notifications') markAllReadLater();
                  }}
                >
                  <Icon size={20} aria-hidden="true" />
                  <span>{label}</span>
                </button>
              ))}
            </div>
          </nav>
        </main>
      ) : (
        <main className="page dashboard">
          <div className="dashboard-left">
            <OfflineBanner offline={offline} />
            <GoalList actions={actions} />
            {actionBanner}
            <GoalDropTargets empty={goals.length === 0} flare={removed?.kind === 'complete'} />
          </div>
          <aside className="dashboard-right" aria-label="Coach">
            <StreakCard />
            <CoachCard onShowGoal={showGoal} />
          </aside>
        </main>
      )}
      {fortifying && (
        <Suspense fallback={null}>
          <FortifyDialog goal={fortifying} onClose={() => setFortifying(null)} />
        </Suspense>
      )}
    </GoalsDndContext>
  );
}

/** Where focus goes when a goal leaves the list: the next goal, else the previous, else the add button. */
function focusAfterLeaving(goalId: string): HTMLElement | null {
  const card = document.querySelector<HTMLElement>(`[data-goal-id="${CSS.escape(goalId)}"]`);
  const neighbour = (card?.nextElementSibling ?? card?.previousElementSibling) as HTMLElement | null;
  return neighbour?.querySelector<HTMLElement>('a') ?? document.querySelector<HTMLElement>('.create-goal-open');
}

const SPOTLIGHT_MS = 2000;

/** Scrolls the goal's card into view, focuses its link and highlights it for a moment. */
function spotlightGoal(goalId: string, framesLeft = 10) {
  requestAnimationFrame(() => {
    const card = document.querySelector<HTMLElement>(`[data-goal-id="${CSS.escape(goalId)}"]`);
    // After a switch to the Goals section the list appears a frame or two later.
    if (!card) return framesLeft > 0 && spotlightGoal(goalId, framesLeft - 1);
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    card.scrollIntoView({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
    card.querySelector<HTMLElement>('a, [tabindex]')?.focus({ preventScroll: true });
    card.dataset.spotlight = 'true';
    window.setTimeout(() => delete card.dataset.spotlight, SPOTLIGHT_MS);
  });
}
