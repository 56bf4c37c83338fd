import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { LifeBuoy } from 'lucide-react';
import { LOGIN_HELP_LINK_MS, MESSAGES, SUPPORT_EMAIL } from '@grindstone/contract';
import { ApiError } from '../../lib/api-client.ts';
import { login } from './api/auth-api.ts';
import { Banner, BrandMark, Button, PasswordField, TextField } from '../../components/ui/index.ts';
import { useSession } from './session.tsx';
import { browserTimeZone } from '../../lib/browser-time-zone.ts';
import { recordActivity } from '../activity/index.ts';
import './auth.css';

/** (docs/product.md#login) Login failure text: 'Invalid username or password', the server's message, or the generic one. */
export function loginErrorText(err: unknown): string {
  if (err instanceof ApiError && err.status !== 0) {
    if (err.status === 401) return MESSAGES.loginInvalid;
    const data = err.data as { message?: unknown } | null;
    if (data && typeof data.message === 'string' && data.message) return data.message;
  }
  return MESSAGES.loginError;
}

type Feedback = { kind: 'error'; text: string } | { kind: 'help' } | null;

/** Sign In (route /login): username + password; errors turn into a support link after 3 s. */
export function LoginPage() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ username?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const headingId = useId();

  // (docs/product.md#login) after LOGIN_HELP_LINK_MS the failure message is replaced by the help link.
  useEffect(() => {
    if (feedback?.kind !== 'error') return;
    const t = setTimeout(() => setFeedback({ kind: 'help' }), LOGIN_HELP_LINK_MS);
    return () => clearTimeout(t);
  }, [feedback]);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const problems = {
      username: username.trim() ? undefined : 'Please enter your username.',
      password: password ? undefined : 'Please enter your password.',
    };
    setMissing(problems);
    if (problems.username || problems.password) return;
    setBusy(true);
    setFeedback(null);
    try {
      const { user } = await login({ username: username.trim(), password });
      signIn(user);
      void recordActivity('login', 'Signed in', { timeZone: browserTimeZone() });
      navigate('/', { replace: true });
    } catch (err) {
      setFeedback({ kind: 'error', text: loginErrorText(err) });
      setBusy(false);
    }
  }

  return (
    <main className="login-page">
      <section className="card login-card" aria-labelledby={headingId}>
        <div className="login-head">
          <BrandMark size={44} />
          <h1 id={headingId}>Sign In</h1>
          <p>Welcome back. Your goals are waiting.</p>
        </div>
        <form className="login-form" onSubmit={onSubmit} noValidate>
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={username}
            error={missing.username}
            onChange={(e) => setUsername(e.target.value)}
          />
          <PasswordField
            label="Password"
            name="password"
            required
            value={password}
            error={missing.password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <div aria-live="polite">
            {feedback?.kind === 'error' && <Banner tone="danger">{feedback.text}</Banner>}
            {feedback?.kind === 'help' && (
              <p className="login-help">
                <LifeBuoy size={18} aria-hidden="true" />
                <a href={`mailto:${SUPPORT_EMAIL}`}>{MESSAGES.loginHelp}</a>
              </p>
            )}
          </div>
          <Button type="submit" variant="primary" size="lg" block loading={busy}>
            Sign In
          </Button>
        </form>
        <p className="login-foot">
          Have an invitation code? <Link to="/onboard">Create your account</Link>
        </p>
      </section>
    </main>
  );
}
