import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AccountStep } from './steps/account-step.tsx';
import { InvitationStep } from './steps/invitation-step.tsx';
import { XAccountStep } from './steps/x-account-step.tsx';
import { useErrorToasts } from './use-error-toasts.ts';
import './onboarding.css';

type Step = 1 | 2 | 3;

/**
 * The registration wizard (docs/product.md#onboarding): invitation code, X verification, email +
 * password. The page keeps what later steps need (the code, the verified X username) and which
 * step is open; each step owns its form and its requests.
 */
export function OnboardPage() {
  const [params] = useSearchParams();
  const [step, setStep] = useState<Step>(1);
  const [code, setCode] = useState(params.get('code') ?? '');
  const [username, setUsername] = useState('');
  const [verified, setVerified] = useState(false);
  const errors = useErrorToasts();
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

  function startOver() {
    setCode('');
    setVerified(false);
    setStep(1);
  }

  return (
    <main className="onboard page-narrow">
      <h1>Create your account</h1>
      <p className="muted">Three quick steps: your invitation, your X account, and your sign-in details.</p>
      <ol className="wizard" ref={wizardRef}>
        <InvitationStep
          active={step === 1}
          done={step > 1}
          code={code}
          onCodeChange={setCode}
          onVerified={() => setStep(2)}
          errors={errors}
        />
        <XAccountStep
          active={step === 2}
          done={step > 2}
          username={username}
          onUsernameChange={setUsername}
          verified={verified}
          onVerifiedChange={setVerified}
          onContinue={() => setStep(3)}
          errors={errors}
        />
        <AccountStep active={step === 3} code={code} username={username} onStartOver={startOver} />
      </ol>
    </main>
  );
}
