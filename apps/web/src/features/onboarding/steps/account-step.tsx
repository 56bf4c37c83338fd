import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { isValidEmail, MESSAGES, passwordProblem } from '@grindstone/contract';
import { Banner, Button, PasswordField, TextField } from '../../../components/ui/index.ts';
import { login, useSession } from '../../auth/index.ts';
import { register, useCheckEmail } from '../api/onboarding-api.ts';
import { registrationErrorText } from '../registration-errors.ts';
import { WizardStep } from '../wizard-step.tsx';

/**
 * Step 3: email and password. Creating the account checks the email once more, registers, signs
 * in and opens the dashboard; a used-up or expired code offers to start over with another.
 */
export function AccountStep({
  active,
  code,
  username,
  onStartOver,
}: {
  active: boolean;
  code: string;
  username: string;
  onStartOver: () => void;
}) {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const checkEmail = useCheckEmail();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [touchedPassword, setTouchedPassword] = useState(false);

  async function checkEmailNow(): Promise<boolean> {
    const value = email.trim();
    if (!value || !isValidEmail(value)) {
      setEmailError(MESSAGES.invalidEmailFormat);
      return false;
    }
    try {
      const { exists } = await checkEmail.mutateAsync(value);
      setEmailError(exists ? MESSAGES.emailRegistered : null);
      return !exists;
    } catch {
      setEmailError(MESSAGES.emailCheckError);
      return false;
    }
  }

  const create = useMutation({
    mutationFn: async () => {
      if (!(await checkEmailNow())) return null;
      await register({ email: email.trim(), password, username, invitationCode: code.trim() });
      return (await login({ username, password })).user;
    },
    onSuccess: (user) => {
      if (!user) return;
      signIn(user);
      void navigate('/', { replace: true });
    },
  });

  const problem = passwordProblem(password);
  const canCreate = problem === null && email.trim() !== '' && !emailError;
  const registrationError = create.isError ? registrationErrorText(create.error) : null;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (canCreate) create.mutate();
  }

  return (
    <WizardStep
      n={3}
      active={active}
      done={false}
      title="Email and password"
      hint="The email and password you will sign in with."
    >
      <form onSubmit={submit} className="wizard-form" noValidate>
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
                <Button
                  size="sm"
                  onClick={() => {
                    create.reset();
                    onStartOver();
                  }}
                >
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
      {create.isPending && (
        <div className="creating-overlay" role="alertdialog" aria-modal="true" aria-labelledby="creating-text">
          <Loader2 className="creating-spinner" size={40} aria-hidden="true" />
          <p id="creating-text">{MESSAGES.creatingAccount}</p>
        </div>
      )}
    </WizardStep>
  );
}
