import type { FormEvent } from 'react';
import { INVITATION_CODE_INPUT_MAX, MESSAGES } from '@grindstone/contract';
import { Button, TextField, useToast } from '../../../components/ui/index.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useVerifyInvitation } from '../api/onboarding-api.ts';
import type { ErrorToasts } from '../use-error-toasts.ts';
import { WizardStep } from '../wizard-step.tsx';

/** Step 1: the invitation code (prefilled from the link's `?code=`). */
export function InvitationStep({
  active,
  done,
  code,
  onCodeChange,
  onVerified,
  errors,
}: {
  active: boolean;
  done: boolean;
  code: string;
  onCodeChange: (code: string) => void;
  onVerified: () => void;
  errors: ErrorToasts;
}) {
  const toast = useToast();
  const verify = useVerifyInvitation();

  function submit(e: FormEvent) {
    e.preventDefault();
    const value = code.trim();
    if (!value) return errors.show(MESSAGES.invalidInvitationCode);
    verify.mutate(value, {
      onSuccess: ({ valid }) => {
        if (!valid) return errors.show(MESSAGES.invalidInvitationCode);
        errors.clear();
        toast.show(MESSAGES.invitationVerified, { tone: 'success' });
        onVerified();
      },
      onError: (err) => {
        if (err instanceof ApiError && err.status === 429) errors.show(MESSAGES.invitationTooMany);
        else if (err instanceof ApiError && !err.isNetworkError && err.message) errors.show(err.message);
        else errors.show(MESSAGES.invitationCheckError);
      },
    });
  }

  return (
    <WizardStep
      n={1}
      active={active}
      done={done}
      title="Invitation code"
      hint="The code from your invitation mail."
      summary={
        <>
          Code <span className="wizard-value">{code.trim()}</span> accepted
        </>
      }
    >
      <form onSubmit={submit} className="wizard-form">
        <TextField
          label="Invitation code"
          value={code}
          onChange={(e) => onCodeChange(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={INVITATION_CODE_INPUT_MAX}
          placeholder="GRIND-XXXX-XXXX"
        />
        <Button type="submit" variant="primary" loading={verify.isPending}>
          Verify Code
        </Button>
      </form>
    </WizardStep>
  );
}
