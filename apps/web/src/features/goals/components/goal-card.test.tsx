import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClientGoal } from '../api/goals-api.ts';
import { GoalCardChips } from './goal-card.tsx';

const now = new Date('2025-06-15T12:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000).toISOString();
const goal = (over: Partial<ClientGoal> = {}): ClientGoal => ({
  id: 'g1',
  description: 'Ship it',
  createdAt: daysAgo(0),
  date: daysAgo(0),
  warning: null,
  ifThen: null,
  borderColor: 'red',
  order: 0,
  userId: 'u1',
  ...over,
});

describe('goal card week chip', () => {
  it.each([
    [0, null],
    [7, null],
    [7.01, 'week 2'],
    [8, 'week 2'],
    [14, 'week 2'],
    [14.5, 'week 3'],
    [30, 'week 5'],
  ])('a goal %s days old shows %s', (days, chip) => {
    render(<GoalCardChips goal={goal({ date: daysAgo(days) })} now={now} />);
    if (chip) expect(screen.getByText(chip)).toBeInTheDocument();
    else expect(screen.queryByText(/^week /)).toBeNull();
  });

  it('a temporary goal shows no week chip', () => {
    render(<GoalCardChips goal={goal({ date: daysAgo(30), isLocal: true })} now={now} />);
    expect(screen.queryByText(/^week /)).toBeNull();
  });
});

describe('goal card Fortify chip', () => {
  it('shows only with a warning and opens Fortify with the goal', async () => {
    const onFortify = vi.fn();
    const { rerender } = render(<GoalCardChips goal={goal()} onFortify={onFortify} now={now} />);
    expect(screen.queryByRole('button', { name: /Fortify/ })).toBeNull();
    rerender(<GoalCardChips goal={goal({ warning: true })} onFortify={onFortify} now={now} />);
    await userEvent.click(screen.getByRole('button', { name: 'Fortify: Ship it' }));
    expect(onFortify).toHaveBeenCalledWith(expect.objectContaining({ id: 'g1' }));
  });
});
