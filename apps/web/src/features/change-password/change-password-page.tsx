import { useState, type FormEvent } from 'react';
import { MESSAGES, PASSWORD_MESSAGE_MS, PASSWORD_MIN, SUPPORT_EMAIL } from '@grindstone/contract';
import { Button, PageHeader, PasswordField } from '../../components/ui/index.ts';
import { recordActivity } from '../activity/index.ts';
import { passwordErrorText, passwordFormProblem, useChangePassword } from './change-password-api.ts';
import { useTimedMessage } from '../../lib/use-timed-message.ts';
import './change-password.css';

/** /change-password (docs/product.md#change-password): three fields with show/hide, messages clear after 2.5 s. */
export function ChangePasswordPage() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const { message, show } = useTimedMessage<{ text: string; tone: 'error' | 'success' }>(PASSWORD_MESSAGE_MS);
  const mutation = useChangePassword();

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const problem = passwordFormProblem(current, next, confirm);
    if (problem) return show({ text: problem, tone: 'error' });
    mutation.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          show({ text: MESSAGES.passwordChanged, tone: 'success' });
          setCurrent('');
          setNext('');
          setConfirm('');
          void recordActivity('password_changed', 'Password changed');
        },
        onError: (err) => show({ text: passwordErrorText(err), tone: 'error' }),
      },
    );
  }

  return (
    <main className="page-narrow change-password">
      <PageHeader title="Change Password" intro="Changing your password signs you out everywhere else." />
      <form className="card change-password-form" onSubmit={onSubmit} noValidate>
        <PasswordField
          label="Current password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          autoComplete="current-password"
        />
        <PasswordField
          label="New password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
          autoComplete="new-password"
          help={`At least ${PASSWORD_MIN} characters, upper and lower case, a number and a special character.`}
        />
        <PasswordField
          label="Confirm new password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          autoComplete="new-password"
        />
        <div className="change-password-status" aria-live="polite">
          {message && (
            <p
              role={message.tone === 'error' ? 'alert' : 'status'}
              className={message.tone === 'error' ? 'error-text' : 'success-text'}
            >
              {message.text}
            </p>
          )}
        </div>
        <Button type="submit" variant="primary" block loading={mutation.isPending}>
          Change Password
        </Button>
        <a
          className="change-password-forgot"
          href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Forgot my password')}`}
        >
          {MESSAGES.forgotPassword}
        </a>
      </form>
    </main>
  );
}
