import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi } from '../../../testing/mock-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import type { ClientGoal } from '../api/goals-api.ts';
import { GoalCard } from './goal-card.tsx';
import { GoalsDndContext } from './goals-dnd-context.tsx';

const goal: ClientGoal = {
  id: 'g1',
  description: 'Ship it',
  createdAt: new Date().toISOString(),
  date: new Date().toISOString(),
  warning: null,
  ifThen: null,
  borderColor: 'red',
  order: 0,
  userId: 'u1',
};
const noop = () => {};
const actions = {
  onOpen: noop,
  onFortify: noop,
  onColor: noop,
  onComplete: noop,
  onDelete: noop,
  onMove: noop,
  onGrind: noop,
};

function Draft() {
  const [text, setText] = useState('');
  return <input aria-label="Draft" value={text} onChange={(e) => setText(e.target.value)} />;
}

describe('drag and drop after the first render (decision 231)', () => {
  it('a card is plain at first and gets its keyboard drag once the layer is in, with nothing mounted again', async () => {
    mockApi({ 'GET /api/goals': () => json(200, [goal]) });
    renderWithProviders(
      <GoalsDndContext targets={new Map()} onReorder={noop} onDropOnTarget={noop}>
        <Draft />
        <ul>
          <GoalCard goal={goal} actions={actions} place={{ first: true, last: true }} />
        </ul>
      </GoalsDndContext>,
    );
    const link = screen.getByRole('link', { name: 'Ship it' });
    expect(link).not.toHaveAttribute('aria-describedby');
    // typed before the layer arrives: the field must keep its text and its element
    const draft = screen.getByRole('textbox', { name: 'Draft' });
    await userEvent.type(draft, 'half a thought');

    // (the first import of dnd-kit in a test run takes a while)
    await waitFor(() => expect(link).toHaveAttribute('aria-describedby'), { timeout: 10_000 });
    const instructions = document.getElementById(link.getAttribute('aria-describedby')!);
    expect(instructions?.textContent).toMatch(/space/i);
    expect(screen.getByRole('link', { name: 'Ship it' })).toBe(link);
    expect(screen.getByRole('textbox', { name: 'Draft' })).toBe(draft);
    expect(draft).toHaveValue('half a thought');
  });
});
