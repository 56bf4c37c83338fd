import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGoalDragBindings } from './goal-drag-bindings.ts';

const binding = { setNodeRef: () => {}, isOver: false };

describe('goal drag bindings (decision 269)', () => {
  afterEach(() => vi.useRealTimers());
  it("hold the layer's first writes until the task after its release, then pass every write at once", () => {
    vi.useFakeTimers();
    const bindings = createGoalDragBindings();
    const listener = vi.fn();
    bindings.subscribe(listener);

    bindings.setDroppable('bin', binding);
    bindings.setGoalDragActive(true);
    bindings.release();
    expect(listener).not.toHaveBeenCalled();
    // already readable: a card that renders for another reason sees it
    expect(bindings.droppable('bin')).toBe(binding);
    expect(bindings.goalDragActive()).toBe(true);

    vi.runAllTimers();
    expect(listener).toHaveBeenCalledTimes(1);

    // a drag's writes reach the cards in the same frame
    bindings.setGoalDragActive(false);
    expect(listener).toHaveBeenCalledTimes(2);
    bindings.release();
    vi.runAllTimers();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
