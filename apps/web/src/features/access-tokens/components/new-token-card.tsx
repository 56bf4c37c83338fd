import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { ACCESS_TOKEN_MESSAGES, type TCreatedAccessToken } from '@grindstone/contract';
import { Button } from '../../../components/ui/index.ts';

type Props = { created: TCreatedAccessToken; onDone: () => void };

/** The secret, shown this once with a copy button; after 'Done' nobody can see it again. */
export function NewTokenCard({ created, onDone }: Props) {
  const [copied, setCopied] = useState<boolean | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(created.token);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <section className="card profile-section access-token-new" aria-labelledby="created-token-title">
      <h2 id="created-token-title">Your new token “{created.name}”</h2>
      <p className="profile-section-help">{ACCESS_TOKEN_MESSAGES.created}</p>
      <div className="access-token-secret">
        <label htmlFor="access-token-secret" className="visually-hidden">
          New access token
        </label>
        <input
          id="access-token-secret"
          className="input"
          readOnly
          value={created.token}
          onFocus={(e) => e.target.select()}
        />
        <Button
          onClick={copy}
          icon={copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p className="access-token-copy-status" role="status">
        {copied === true
          ? 'Token copied to the clipboard.'
          : copied === false
            ? 'Copying failed: select the token and copy it.'
            : ''}
      </p>
      <Button variant="primary" onClick={onDone}>
        Done, I have copied it
      </Button>
    </section>
  );
}
