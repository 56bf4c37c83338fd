import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { GOAL_TEXT_MAX, GOAL_TEXT_WARN_ABOVE, MESSAGES } from '@grindstone/contract';
import { useDismissOnOutsidePointer } from '../../../components/ui/index.ts';

/**
 * '+ Create New Goal' (docs/product.md#create-goal): a textarea with the placeholder and 'Set Goal'.
 * Enter submits, Shift+Enter adds a line; whitespace-only is not submitted; input is cut at
 * 900 characters (the error flag shows at 900, trying to go past it shows the error banner);
 * the counter turns danger-coloured above 880; a click outside clears the text and closes.
 */
export function CreateGoalForm({
  onCreate,
  onTooLong,
}: {
  /** False when the goal was refused (offline): the text stays for later. */
  onCreate: (description: string) => boolean;
  onTooLong: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const counterId = useId();

  useEffect(() => {
    if (open) areaRef.current?.focus();
  }, [open]);
  useDismissOnOutsidePointer(open, [formRef], () => {
    setText('');
    setOpen(false);
  });

  const submit = () => {
    if (text.trim().length === 0) return;
    if (!onCreate(text)) return;
    setText('');
    areaRef.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    } else if (e.key === 'Escape') {
      setText('');
      setOpen(false);
    }
  };

  if (!open) {
    return (
      <button type="button" className="btn create-goal-open" onClick={() => setOpen(true)}>
        {MESSAGES.createNewGoal}
      </button>
    );
  }

  const atLimit = text.length >= GOAL_TEXT_MAX;
  const warn = text.length > GOAL_TEXT_WARN_ABOVE;
  return (
    <form
      ref={formRef}
      className="create-goal-form"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        submit();
      }}
    >
      <label className="visually-hidden" htmlFor={`${counterId}-text`}>
        New goal
      </label>
      <textarea
        id={`${counterId}-text`}
        ref={areaRef}
        className={['textarea', 'create-goal-text', atLimit && 'create-goal-text-error'].filter(Boolean).join(' ')}
        placeholder={MESSAGES.goalPlaceholder}
        value={text}
        rows={3}
        aria-invalid={atLimit || undefined}
        aria-describedby={counterId}
        onChange={(e) => {
          const value = e.target.value;
          if (value.length > GOAL_TEXT_MAX) onTooLong();
          setText(value.slice(0, GOAL_TEXT_MAX));
        }}
        onKeyDown={onKeyDown}
      />
      <div className="create-goal-footer">
        <span
          id={counterId}
          className={['create-goal-counter', warn && 'create-goal-counter-danger'].filter(Boolean).join(' ')}
          data-testid="goal-counter"
        >
          {text.length}/{GOAL_TEXT_MAX}
        </span>
        <button type="submit" className="btn btn-primary" disabled={text.trim().length === 0}>
          {MESSAGES.setGoal}
        </button>
      </div>
    </form>
  );
}
