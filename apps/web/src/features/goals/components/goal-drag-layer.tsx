import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  TouchSensor,
  useDndContext,
  useDroppable,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type Collision,
  type CollisionDetection,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
  type Modifier,
  type Over,
  type PointerSensorOptions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  DRAG_AUTOSCROLL_BOTTOM_PX,
  DRAG_AUTOSCROLL_STEP_PX,
  DRAG_AUTOSCROLL_TOP_PX,
  DRAG_REMEASURE_MS,
  TOUCH_DRAG_DELAY_MS,
} from '@grindstone/contract';
import { useGoals, type ClientGoal } from '../api/goals-api.ts';
import { GOAL_DRAG_TYPE, type GoalDragBindings } from './goal-drag-bindings.ts';

/** Mouse travel before a drag starts, so a click on a card stays a click. */
const POINTER_DRAG_DISTANCE_PX = 6;
/** Finger drift allowed during the 500 ms touch hold. */
const TOUCH_TOLERANCE_PX = 8;

/**
 * While a goal is held, the goals' boxes are measured again shortly after the pointer moves: the
 * list can move under a held goal (the set-up banner above it leaves), and boxes measured when the
 * drag began would drop it one place off.
 */
const MEASURING = {
  droppable: { strategy: MeasuringStrategy.WhileDragging, frequency: DRAG_REMEASURE_MS },
};

/** A card's top in the page, from layout alone (the transforms of a drag leave it unchanged). */
function layoutTop(element: HTMLElement): number {
  let top = 0;
  for (let el: HTMLElement | null = element; el; el = el.offsetParent as HTMLElement | null) top += el.offsetTop;
  return top;
}

/**
 * A goal held with the keyboard moves with the list. The held card (the overlay) stays where it
 * was picked up, so when the list moves under it (the set-up banner above it leaves) it would sit
 * over the next goal, and the next arrow key would move it two places. This modifier shifts it by
 * as much as its own place in the list moved since the pick-up. A pointer's goal stays under the
 * pointer (the list moving under a pointer is decision 239).
 */
function keyboardDragFollowsTheList(): Modifier {
  let start: { id: UniqueIdentifier; top: number } | null = null;
  return ({ transform, active, activatorEvent }) => {
    const card =
      active && activatorEvent instanceof KeyboardEvent
        ? document.querySelector<HTMLElement>(`[data-goal-id="${window.CSS.escape(String(active.id))}"]`)
        : null;
    if (!active || !card) {
      start = null;
      return transform;
    }
    const top = layoutTop(card);
    if (start?.id !== active.id) start = { id: active.id, top };
    return { ...transform, y: transform.y + top - start.top };
  };
}

/**
 * Drop targets that are not goals win when the pointer is inside them; otherwise the nearest
 * goal (reorder). `targets` are the droppables that act on a goal (fire, bin, chart, grind).
 * Targets are hit-tested against their live on-screen box, not the box measured when the drag
 * began: after the page autoscrolls, a sticky target (the grindstone) has not moved with the
 * page, and a measured box would miss it.
 */
function goalCollisions(targets: ReadonlyMap<string, string>): CollisionDetection {
  return (args) => {
    const p = args.pointerCoordinates;
    const inside: Collision[] = [];
    if (p) {
      for (const container of args.droppableContainers) {
        const node = container.node.current;
        if (!targets.has(String(container.id)) || !node) continue;
        const r = node.getBoundingClientRect();
        if (p.x >= r.left && p.x <= r.right && p.y >= r.top && p.y <= r.bottom) {
          inside.push({ id: container.id, data: { droppableContainer: container, value: 0 } });
        }
      }
    }
    if (inside.length > 0) return inside;
    return closestCenter({
      ...args,
      droppableContainers: args.droppableContainers.filter((c) => !targets.has(String(c.id))),
    });
  };
}

/**
 * The pointer sensor for mouse and pen only. Given a finger, it started a drag on the first 6 px
 * of a move, and the browser then turned the move into a scroll and cancelled the pointer: the
 * goal dropped and the list scrolled. A finger belongs to the touch sensor alone (hold 500 ms,
 * then the moves are the drag's, not a scroll).
 */
class MousePointerSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: (event: ReactPointerEvent, options: PointerSensorOptions) =>
        event.nativeEvent.pointerType !== 'touch' && PointerSensor.activators[0]!.handler(event, options),
    },
  ];
}

/** (docs/product.md#drop-targets) while dragging, 30 px steps when the pointer is above 300 px or below 600 px. */
function autoscroll(event: DragMoveEvent) {
  const start = event.activatorEvent as PointerEvent | TouchEvent | KeyboardEvent;
  let y: number | null = null;
  if ('clientY' in start) y = start.clientY;
  else if ('touches' in start && start.touches[0]) y = start.touches[0].clientY;
  if (y === null) return; // keyboard drags scroll the focused card into view themselves
  const pointerY = y + event.delta.y;
  if (pointerY < DRAG_AUTOSCROLL_TOP_PX) window.scrollBy(0, -DRAG_AUTOSCROLL_STEP_PX);
  else if (pointerY > DRAG_AUTOSCROLL_BOTTOM_PX) window.scrollBy(0, DRAG_AUTOSCROLL_STEP_PX);
}

/**
 * A pointer drag that ends on the card it started from makes the browser click the card's link.
 * dnd-kit stops that click reaching React, so the link's default (a full page load) would run:
 * cancel clicks from the drag's start until just after it ends.
 */
function suppressClickAfterDrag() {
  const cancel = (e: MouseEvent) => e.preventDefault();
  window.addEventListener('click', cancel, true);
  const release = () => {
    window.removeEventListener('pointerup', release, true);
    window.removeEventListener('keyup', release, true);
    window.removeEventListener('touchend', release, true);
    setTimeout(() => window.removeEventListener('click', cancel, true), 50);
  };
  window.addEventListener('pointerup', release, true);
  window.addEventListener('touchend', release, true);
  window.addEventListener('keyup', release, true);
}

const goalName = (item: Active | Over) => (item.data.current?.goal as ClientGoal | undefined)?.description ?? 'goal';

function announcementsFor(targets: ReadonlyMap<string, string>): Announcements {
  // A goal target is named by its goal; a drop target by its spoken name.
  const targetName = (over: Over) =>
    over.data.current?.goal ? goalName(over) : (targets.get(String(over.id)) ?? String(over.id));
  return {
    onDragStart: ({ active }) =>
      `Picked up goal: ${(active.data.current?.goal as ClientGoal | undefined)?.description ?? ''}.`,
    // Over its own place (as right after the pick-up) says nothing, so 'Picked up' is what is heard.
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id ? `${goalName(active)} is over ${targetName(over)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `${goalName(active)} dropped on ${targetName(over)}.` : `${goalName(active)} dropped outside.`,
    onDragCancel: () => 'Drag cancelled.',
  };
}

/** One goal's sortable, handed to its card (which may mount later, or not at all on another tab). */
function SortableGoal({ goal, bindings }: { goal: ClientGoal; bindings: GoalDragBindings }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: goal.id,
    data: { type: GOAL_DRAG_TYPE, goal },
    disabled: goal.isLocal || goal.removing,
  });
  const describedBy = attributes['aria-describedby'];
  const translate = CSS.Translate.toString(transform);
  // Before the paint: the card moves in the same frame as dnd-kit's state.
  useLayoutEffect(() => {
    bindings.setSortable(goal.id, {
      listeners,
      describedBy,
      setNodeRef,
      setActivatorNodeRef,
      transform: translate,
      transition,
      isDragging,
    });
  }, [bindings, goal.id, listeners, describedBy, setNodeRef, setActivatorNodeRef, translate, transition, isDragging]);
  useLayoutEffect(() => () => bindings.setSortable(goal.id, null), [bindings, goal.id]);
  return null;
}

function DropTarget({ id, bindings }: { id: string; bindings: GoalDragBindings }) {
  const { setNodeRef, isOver } = useDroppable({ id });
  useLayoutEffect(() => bindings.setDroppable(id, { setNodeRef, isOver }), [bindings, id, setNodeRef, isOver]);
  useLayoutEffect(() => () => bindings.setDroppable(id, null), [bindings, id]);
  return null;
}

function GoalDragState({ bindings }: { bindings: GoalDragBindings }) {
  const { active } = useDndContext();
  const goalDrag = active?.data.current?.type === GOAL_DRAG_TYPE;
  useLayoutEffect(() => bindings.setGoalDragActive(goalDrag), [bindings, goalDrag]);
  return null;
}

/**
 * The goals' boxes are measured again as soon as the held goal's own place moves (dnd-kit sees it
 * through the page's changes), so the arrow keys and the drop work from where the goals are now.
 */
function MeasureWhenTheHeldGoalMoves() {
  const { activeNodeRect, measureDroppableContainers } = useDndContext();
  const top = activeNodeRect?.top;
  useEffect(() => {
    if (top !== undefined) measureDroppableContainers([]);
  }, [top, measureDroppableContainers]);
  return null;
}

/**
 * The one DndContext of the dashboard (decision 231: loaded after its first render). A goal
 * (drag type GOAL) can be dropped on another goal (reorder) or on any target in `targets`
 * (id → what a screen reader hears for it), which calls `onDropOnTarget`. It renders no cards:
 * each goal's sortable and each target's droppable reach their elements through `bindings`;
 * `overlay` draws the goal that follows the pointer.
 */
export function GoalDragLayer({
  bindings,
  targets,
  onReorder,
  onDropOnTarget,
  overlay,
}: {
  bindings: GoalDragBindings;
  targets: ReadonlyMap<string, string>;
  onReorder: (ids: string[]) => void;
  onDropOnTarget: (targetId: string, goal: ClientGoal) => void;
  overlay: (goal: ClientGoal) => ReactNode;
}) {
  const { data: goals = [] } = useGoals();
  const [active, setActive] = useState<ClientGoal | null>(null);
  // After every sortable's and target's first layout effect (a parent's runs after its children's).
  useLayoutEffect(() => bindings.release(), [bindings]);
  const sensors = useSensors(
    useSensor(MousePointerSensor, { activationConstraint: { distance: POINTER_DRAG_DISTANCE_PX } }),
    useSensor(TouchSensor, { activationConstraint: { delay: TOUCH_DRAG_DELAY_MS, tolerance: TOUCH_TOLERANCE_PX } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      // Enter opens a goal; Space picks it up and drops it.
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] },
    }),
  );

  const collisionDetection = useMemo(() => goalCollisions(targets), [targets]);
  const modifiers = useMemo(() => [keyboardDragFollowsTheList()], []);
  const spoken = useMemo(() => announcementsFor(targets), [targets]);

  const onDragStart = (e: DragStartEvent) => {
    suppressClickAfterDrag();
    if (e.active.data.current?.type === GOAL_DRAG_TYPE) setActive(e.active.data.current.goal as ClientGoal);
  };
  const onDragEnd = (e: DragEndEvent) => {
    setActive(null);
    const goal = e.active.data.current?.goal as ClientGoal | undefined;
    if (!goal || e.active.data.current?.type !== GOAL_DRAG_TYPE || !e.over) return;
    const overId = String(e.over.id);
    if (targets.has(overId)) {
      onDropOnTarget(overId, goal);
      return;
    }
    if (overId === goal.id) return;
    const ids = goals.map((g) => g.id);
    const from = ids.indexOf(goal.id);
    const to = ids.indexOf(overId);
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      autoScroll={false}
      measuring={MEASURING}
      modifiers={modifiers}
      onDragStart={onDragStart}
      onDragMove={autoscroll}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActive(null)}
      accessibility={{ announcements: spoken }}
    >
      <SortableContext items={goals.map((g) => g.id)} strategy={verticalListSortingStrategy}>
        {goals.map((g) => (
          <SortableGoal key={g.id} goal={g} bindings={bindings} />
        ))}
      </SortableContext>
      {[...targets.keys()].map((id) => (
        <DropTarget key={id} id={id} bindings={bindings} />
      ))}
      <GoalDragState bindings={bindings} />
      <MeasureWhenTheHeldGoalMoves />
      <DragOverlay dropAnimation={null}>{active ? overlay(active) : null}</DragOverlay>
    </DndContext>
  );
}
