import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GOAL_TEXT_MAX, GOAL_TEXT_WARN_ABOVE, MESSAGES } from '@grindstone/contract';
import { CreateGoalForm } from './create-goal-form.tsx';

function setup(accepted = true) {
  const onCreate = vi.fn((_description: string) => accepted);
  const onTooLong = vi.fn();
  render(
    <div>
      <p>outside</p>
      <CreateGoalForm onCreate={onCreate} onTooLong={onTooLong} />
    </div>,
  );
  return { onCreate, onTooLong, user: userEvent.setup() };
}

describe('CreateGoalForm', () => {
  it('keeps the text when the goal is refused (offline), to send once back online', async () => {
    const { onCreate, user } = setup(false);
    await user.click(screen.getByRole('button', { name: MESSAGES.createNewGoal }));
    const box = screen.getByPlaceholderText(MESSAGES.goalPlaceholder);
    await user.type(box, 'Call the bank{Enter}');
    expect(onCreate).toHaveBeenCalledWith('Call the bank');
    expect(box).toHaveValue('Call the bank');
  });

  it('opens from "+ Create New Goal" with the placeholder and "Set Goal"', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: MESSAGES.createNewGoal }));
    expect(screen.getByPlaceholderText(MESSAGES.goalPlaceholder)).toHaveFocus();
    expect(screen.getByRole('button', { name: MESSAGES.setGoal })).toBeDisabled();
  });

  it('Enter submits, Shift+Enter adds a line, whitespace-only is not submitted', async () => {
    const { user, onCreate } = setup();
    await user.click(screen.getByRole('button', { name: MESSAGES.createNewGoal }));
    const box = screen.getByPlaceholderText(MESSAGES.goalPlaceholder);
    await user.type(box, '   {Enter}');
    expect(onCreate).not.toHaveBeenCalled();
    await user.clear(box);
    await user.type(box, 'Run{Shift>}{Enter}{/Shift}fast');
    expect(box).toHaveValue('Run\nfast');
    await user.type(box, '{Enter}');
    expect(onCreate).toHaveBeenCalledWith('Run\nfast');
    expect(box).toHaveValue('');
  });

  it('cuts input at 900, flags the error at 900, warns above 880 and reports going past 900', async () => {
    const { user, onTooLong } = setup();
    await user.click(screen.getByRole('button', { name: MESSAGES.createNewGoal }));
    const box = screen.getByPlaceholderText(MESSAGES.goalPlaceholder);
    const counter = screen.getByText(`0/${GOAL_TEXT_MAX}`);
    fireEvent.change(box, { target: { value: 'a'.repeat(GOAL_TEXT_WARN_ABOVE) } });
    expect(counter).not.toHaveClass('create-goal-counter-danger');
    expect(box).not.toHaveAttribute('aria-invalid');
    fireEvent.change(box, { target: { value: 'a'.repeat(GOAL_TEXT_WARN_ABOVE + 1) } });
    expect(counter).toHaveClass('create-goal-counter-danger');
    expect(box).not.toHaveAttribute('aria-invalid');
    fireEvent.change(box, { target: { value: 'a'.repeat(GOAL_TEXT_MAX) } });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(onTooLong).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: 'b'.repeat(GOAL_TEXT_MAX + 40) } });
    expect(box).toHaveValue('b'.repeat(GOAL_TEXT_MAX));
    expect(onTooLong).toHaveBeenCalledTimes(1);
    expect(counter).toHaveTextContent(`${GOAL_TEXT_MAX}/${GOAL_TEXT_MAX}`);
  });

  it('a click outside clears the text and closes the form', async () => {
    const { user, onCreate } = setup();
    await user.click(screen.getByRole('button', { name: MESSAGES.createNewGoal }));
    await user.type(screen.getByPlaceholderText(MESSAGES.goalPlaceholder), 'half a thought');
    await user.click(screen.getByText('outside'));
    expect(screen.queryByPlaceholderText(MESSAGES.goalPlaceholder)).toBeNull();
    await user.click(screen.getByRole('button', { name: MESSAGES.createNewGoal }));
    expect(screen.getByPlaceholderText(MESSAGES.goalPlaceholder)).toHaveValue('');
    expect(onCreate).not.toHaveBeenCalled();
  });
});
