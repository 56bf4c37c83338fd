import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { FEEDBACK_MAX, FEEDBACK_MESSAGE_MS, MESSAGES } from '@grindstone/contract';
import { ApiError } from '../../lib/api-client.ts';
import { sendFeedback } from './api/feedback-api.ts';
import { Button, PageHeader } from '../../components/ui/index.ts';
import './feedback.css';

/** /feedback (docs/product.md#feedback): a textarea and 'Submit Feedback'; blank text is an in-page alert. */
export function FeedbackPage() {
  const [text, setText] = useState('');
  const [thanks, setThanks] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const mutation = useMutation({ mutationFn: sendFeedback });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!text.trim()) {
      // The spec's alert, in the page (role="alert") rather than a blocking browser dialog.
      setError(MESSAGES.feedbackEmpty);
      return;
    }
    setError(null);
    mutation.mutate(text, {
      onSuccess: () => {
        setText('');
        setThanks(true);
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(() => setThanks(false), FEEDBACK_MESSAGE_MS);
      },
      onError: (err) =>
        setError(
          err instanceof ApiError && err.isNetworkError ? MESSAGES.noResponse : err.message || MESSAGES.genericError,
        ),
    });
  }

  return (
    <main className="page-narrow feedback">
      <PageHeader
        title="Feedback"
        intro="Tell us what works, what doesn't and what you'd love to see next. We read every message."
      />
      <form className="card feedback-form" onSubmit={onSubmit} noValidate>
        <label htmlFor="feedback-text" className="visually-hidden">
          Your feedback
        </label>
        <textarea
          id="feedback-text"
          className="textarea feedback-textarea"
          rows={8}
          maxLength={FEEDBACK_MAX}
          placeholder="Share your thoughts..."
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <div aria-live="polite" className="feedback-status">
          {thanks && (
            <p role="status" className="success-text">
              {MESSAGES.feedbackThanks}
            </p>
          )}
          {error && (
            <p role="alert" className="error-text">
              {error}
            </p>
          )}
        </div>
        <Button type="submit" variant="primary" loading={mutation.isPending}>
          {MESSAGES.submitFeedback}
        </Button>
      </form>
    </main>
  );
}
