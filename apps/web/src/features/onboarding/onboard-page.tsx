import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Check, Loader2 } from 'lucide-react';
import {
  isValidEmail,
  MESSAGES,
  normaliseXUsername,
  passwordProblem,
  TOAST_MS,
  VERIFICATION_CODE_MAX,
  VERIFICATION_CODE_MIN,
  VERIFICATION_TOAST_MS,
  X_USERNAME_RE,
} from '@grindstone/contract';
import { Banner, Button, PasswordField, TextField, useToast } from '../../components/ui/index.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useSession } from '../auth/session.tsx';
import { checkEmail, checkTwitter, login, register, verifyInvitation } from './api/onboarding-api.ts';
import { generateVerificationCode, registrationErrorText } from './registration-errors.ts';
import { XVerificationModal, type VerificationOutcome } from './x-verification-modal.tsx';
import './onboarding.css';

type Step = 1 | 2 | 3;

/** The registration wizard (docs/product.md#onboarding): invitation code, X verification, email + password. */
export function OnboardPage() {
  const [params] = useSearchParams();
  const toast = useToast();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [step, setStep] = useState<Step>(1);
  const wizardRef = useRef<HTMLOListElement>(null);
  const firstStep = useRef(true);

  // Keyboard and screen-reader users land in the step that just opened.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    wizardRef.current?.querySelector<HTMLInputElement>('.wizard-step.is-active input')?.focus();
  }, [step]);

  const [code, setCode] = useState(params.get('code') ?? '');
  const [checkingCode, setCheckingCode] = useState(false);

  const [username, setUsername] = useState('');
  const [usernameError, setUsernameError] = useState<string | null>(null);
  const [checkingX, setCheckingX] = useState(false);
  const [dmCode, setDmCode] = useState<string | null>(null);
  const [verified, setVerified] = useState(false);

  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [touchedPassword, setTouchedPassword] = useState(false);
  const [creating, setCreating] = useState(false);
  const [registrationError, setRegistrationError] = useState<string | null>(null);

  // Error toasts of a step that has since been passed are taken away at once: on phones they sit
  // over the next primary button (the verification modal's 'I Sent the DM').
  const errorToasts = useRef<number[]>([]);
  const toastError = (text: string, durationMs = TOAST_MS) => {
    errorToasts.current.push(toast.show(text, { tone: 'danger', durationMs }));
  };
  const clearErrorToasts = () => {
    errorToasts.current.forEach((id) => toast.dismiss(id));
    errorToasts.current = [];
  };

  async function submitCode(e: FormEvent) {
    e.preventDefault();
    const value = code.trim();
    if (!value) {
      toastError(MESSAGES.invalidInvitationCode);
      return;
    }
    setCheckingCode(true);
    try {
      const { valid } = await verifyInvitation(value);
      if (valid) {
        clearErrorToasts();
        toast.show(MESSAGES.invitationVerified, { tone: 'success' });
        setStep(2);
      } else {
        toastError(MESSAGES.invalidInvitationCode);
      }
    } catch (err) {
      if (err instanceof ApiError && err.status === 429) toastError(MESSAGES.invitationTooMany);
      else if (err instanceof ApiError && !err.isNetworkError && err.message) toastError(err.message);
      else toastError(MESSAGES.invitationCheckError);
    } finally {
      setCheckingCode(false);
    }
  }

  async function startVerification(e: FormEvent) {
    e.preventDefault();
    const handle = normaliseXUsername(username);
    if (!handle || !X_USERNAME_RE.test(handle)) {
      setUsernameError('Enter your X username: letters, digits or underscore, up to 15');
      return;
    }
    setUsernameError(null);
    setCheckingX(true);
    try {
      const { exists } = await checkTwitter(handle);
      if (exists) {
        toastError(MESSAGES.twitterExists);
        return;
      }
      setUsername(handle);
      clearErrorToasts();
      setDmCode(generateVerificationCode(VERIFICATION_CODE_MIN, VERIFICATION_CODE_MAX));
    } catch {
      toastError(MESSAGES.verificationError, VERIFICATION_TOAST_MS);
    } finally {
      setCheckingX(false);
    }
  }

  function verificationDone(outcome: VerificationOutcome) {
    setDmCode(null);
    if (outcome === 'found') {
      clearErrorToasts();
      setVerified(true);
      toast.show(MESSAGES.twitterVerified, { tone: 'success' });
    } else if (outcome === 'not-found') {
      toastError(MESSAGES.verificationFailed, VERIFICATION_TOAST_MS);
    } else {
      toastError(MESSAGES.verificationError, VERIFICATION_TOAST_MS);
    }
  }

  async function checkEmailNow(): Promise<boolean> {
    const value = email.trim();
    if (!value || !isValidEmail(value)) {
      setEmailError(MESSAGES.invalidEmailFormat);
      return false;
    }
    try {
      const { exists } = await checkEmail(value);
      setEmailError(exists ? MESSAGES.emailRegistered : null);
      return !exists;
    } catch {
      setEmailError(MESSAGES.emailCheckError);
      return false;
    }
  }

  const problem = passwordProblem(password);
  const canCreate = problem === null && email.trim() !== '' && !emailError;

  function startOver() {
    setRegistrationError(null);
    setCode('');
    setVerified(false);
    setStep(1);
  }

  async function createAccount(e: FormEvent) {
    e.preventDefault();
    if (!canCreate) return;
    setRegistrationError(null);
    setCreating(true);
    try {
      if (!(await checkEmailNow())) return;
      await register({ email: email.trim(), password, username, invitationCode: code.trim() });
      const { user } = await login({ username, password });
      signIn(user);
      navigate('/', { replace: true });
    } catch (err) {
      setRegistrationError(registrationErrorText(err));
    } finally {
      setCreating(false);
    }
  }

  return (
    <main className="onboard page-narrow">
      <h1>Create your account</h1>
      <p className="muted">Three quick steps: your invitation, your X account, and your sign-in details.</p>
      <ol className="wizard" ref={wizardRef}>
        <WizardStep
          n={1}
          active={step === 1}
          done={step > 1}
          title="Invitation code"
          hint="The code from your invitation mail."
          summary={
            <>
              Code <span className="wizard-value">{code.trim()}</span> accepted
            </>
          }
        >
          <form onSubmit={submitCode} className="wizard-form">
            <TextField
              label="Invitation code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={200}
              placeholder="GRIND-XXXX-XXXX"
            />
            <Button type="submit" variant="primary" loading={checkingCode}>
              Verify Code
            </Button>
          </form>
        </WizardStep>

        <WizardStep
          n={2}
          active={step === 2}
          done={step > 2}
          title="Your X account"
          hint="Prove the account is yours with a short direct message."
          summary={
            <>
              <span className="wizard-value">@{username}</span> verified
            </>
          }
        >
          <form
            onSubmit={verified ? (e) => (e.preventDefault(), setStep(3)) : startVerification}
            className="wizard-form"
          >
            <TextField
              label="X (Twitter) username"
              value={username}
              onChange={(e) => {
                setUsername(e.target.value);
                setVerified(false);
              }}
              error={usernameError}
              help="Exactly as it appears on X, including capital letters."
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={16}
              placeholder="@yourhandle"
              readOnly={verified}
            />
            {verified ? (
              <Button type="submit" variant="primary">
                Continue
              </Button>
            ) : (
              <Button type="submit" variant="primary" loading={checkingX}>
                Start Twitter Verification
              </Button>
            )}
          </form>
        </WizardStep>

        <WizardStep
          n={3}
          active={step === 3}
          done={false}
          title="Email and password"
          hint="The email and password you will sign in with."
        >
          <form onSubmit={createAccount} className="wizard-form" noValidate>
            <TextField
              label="Email"
              type="email"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setEmailError(null);
              }}
              onBlur={() => {
                if (email.trim()) void checkEmailNow();
              }}
              error={emailError}
              autoComplete="email"
              maxLength={254}
              required
            />
            <PasswordField
              label="Password"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setTouchedPassword(true);
              }}
              error={touchedPassword ? problem : null}
              help="At least 8 characters with upper and lower case, a number and a special character."
              autoComplete="new-password"
              maxLength={1000}
              required
            />
            {registrationError && (
              <Banner
                tone="danger"
                action={
                  // A used-up or expired code cannot be fixed on this step: start over with a new one.
                  registrationError === MESSAGES.registrationInvalidCode ? (
                    <Button size="sm" onClick={startOver}>
                      Enter another code
                    </Button>
                  ) : undefined
                }
              >
                {registrationError}
              </Banner>
            )}
            <Button type="submit" variant="primary" disabled={!canCreate}>
              Create Account
            </Button>
          </form>
        </WizardStep>
      </ol>

      {dmCode && (
        <XVerificationModal
          username={username}
          code={dmCode}
          onDone={verificationDone}
          onCancel={() => setDmCode(null)}
        />
      )}
      {creating && (
        <div className="creating-overlay" role="alertdialog" aria-modal="true" aria-labelledby="creating-text">
          <Loader2 className="creating-spinner" size={40} aria-hidden="true" />
          <p id="creating-text">{MESSAGES.creatingAccount}</p>
        </div>
      )}
    </main>
  );
}

function WizardStep({
  n,
  active,
  done,
  title,
  summary,
  hint,
  children,
}: {
  n: number;
  active: boolean;
  done: boolean;
  title: string;
  /** What a completed step settled on (shown instead of its form). */
  summary?: ReactNode;
  /** One line about a step that is still ahead. */
  hint: string;
  children: ReactNode;
}) {
  return (
    <li
      className={`wizard-step${active ? ' is-active' : ''}${done ? ' is-done' : ''}`}
      aria-current={active ? 'step' : undefined}
    >
      <div className="wizard-step-head">
        <span className="wizard-badge" aria-hidden="true">
          {done ? <Check size={16} strokeWidth={3} /> : n}
        </span>
        <h2>
          {title}
          {done && <span className="visually-hidden"> (completed)</span>}
        </h2>
      </div>
      {/* Only the active step is interactive: the others show what was settled or what comes. */}
      {active ? (
        <div className="wizard-fields">{children}</div>
      ) : (
        <p className="wizard-summary">{done && summary ? summary : hint}</p>
      )}
    </li>
  );
}
