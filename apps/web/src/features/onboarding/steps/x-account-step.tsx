import { useState, type FormEvent } from 'react';
import {
  MESSAGES,
  normaliseXUsername,
  VERIFICATION_CODE_MAX,
  VERIFICATION_CODE_MIN,
  VERIFICATION_TOAST_MS,
  X_USERNAME_RE,
} from '@grindstone/contract';
import { Button, TextField, useToast } from '../../../components/ui/index.ts';
import { useCheckTwitter } from '../api/onboarding-api.ts';
import { generateVerificationCode } from '../registration-errors.ts';
import type { ErrorToasts } from '../use-error-toasts.ts';
import { WizardStep } from '../wizard-step.tsx';
import { XVerificationModal, type VerificationOutcome } from '../x-verification-modal.tsx';

/** Step 2: the X account, proven with a direct message carrying a one-time code. */
export function XAccountStep({
  active,
  done,
  username,
  onUsernameChange,
  verified,
  onVerifiedChange,
  onContinue,
  errors,
}: {
  active: boolean;
  done: boolean;
  username: string;
  onUsernameChange: (username: string) => void;
  verified: boolean;
  onVerifiedChange: (verified: boolean) => void;
  onContinue: () => void;
  errors: ErrorToasts;
}) {
  const toast = useToast();
  const checkTwitter = useCheckTwitter();
  const [usernameError, setUsernameError] = useState<string | null>(null);
  const [dmCode, setDmCode] = useState<string | null>(null);

  function startVerification(e: FormEvent) {
    e.preventDefault();
    const handle = normaliseXUsername(username);
    if (!handle || !X_USERNAME_RE.test(handle)) {
      setUsernameError('Enter your X username: letters, digits or underscore, up to 15');
      return;
    }
    setUsernameError(null);
    checkTwitter.mutate(handle, {
      onSuccess: ({ exists }) => {
        if (exists) return errors.show(MESSAGES.twitterExists);
        onUsernameChange(handle);
        errors.clear();
        setDmCode(generateVerificationCode(VERIFICATION_CODE_MIN, VERIFICATION_CODE_MAX));
      },
      onError: () => errors.show(MESSAGES.verificationError, VERIFICATION_TOAST_MS),
    });
  }

  function verificationDone(outcome: VerificationOutcome) {
    setDmCode(null);
    if (outcome === 'found') {
      errors.clear();
      onVerifiedChange(true);
      toast.show(MESSAGES.twitterVerified, { tone: 'success' });
    } else if (outcome === 'not-found') {
      errors.show(MESSAGES.verificationFailed, VERIFICATION_TOAST_MS);
    } else {
      errors.show(MESSAGES.verificationError, VERIFICATION_TOAST_MS);
    }
  }

  return (
    <WizardStep
      n={2}
      active={active}
      done={done}
      title="Your X account"
      hint="Prove the account is yours with a short direct message."
      summary={
        <>
          <span className="wizard-value">@{username}</span> verified
        </>
      }
    >
      <form onSubmit={verified ? (e) => (e.preventDefault(), onContinue()) : startVerification} className="wizard-form">
        <TextField
          label="X (Twitter) username"
          value={username}
          onChange={(e) => {
            onUsernameChange(e.target.value);
            onVerifiedChange(false);
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
          <Button type="submit" variant="primary" loading={checkTwitter.isPending}>
            Start Twitter Verification
          </Button>
        )}
      </form>
      {dmCode && (
        <XVerificationModal
          username={username}
          code={dmCode}
          onDone={verificationDone}
          onCancel={() => setDmCode(null)}
        />
      )}
    </WizardStep>
  );
}
