import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { ACCESS_TOKEN_PREFIX, MESSAGES, type TAccessToken } from '@grindstone/contract';
import { Button, Chip, Modal, QueryState } from '../../../components/ui/index.ts';
import { formatRelativeTime } from '../../../lib/relative-time.ts';
import { useAccessTokens, useRevokeAccessToken } from '../api/access-tokens-api.ts';
import { serverMessage } from '../../../lib/api-client.ts';

type Props = { onMessage: (text: string, isError: boolean) => void };

function expiryText(expiresAt: string | null, now: Date): string {
  if (!expiresAt) return 'Never';
  const at = new Date(expiresAt);
  const day = at.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
  return at.getTime() <= now.getTime() ? `Expired ${day}` : day;
}

/** The account's tokens: never the secret, only what identifies each one. */
export function TokenList({ onMessage }: Props) {
  const tokens = useAccessTokens();
  const revoke = useRevokeAccessToken();
  const [confirming, setConfirming] = useState<TAccessToken | null>(null);
  const now = new Date();

  async function onRevoke() {
    if (!confirming) return;
    try {
      await revoke.mutateAsync(confirming.id);
      onMessage(`Token “${confirming.name}” revoked.`, false);
    } catch (err) {
      onMessage(serverMessage(err), true);
    }
    setConfirming(null);
  }

  return (
    <section className="card profile-section" aria-labelledby="token-list-title">
      <h2 id="token-list-title">Your tokens</h2>
      <QueryState
        query={tokens}
        loadingLabel={MESSAGES.loading}
        error={serverMessage}
        isEmpty={(d) => d.length === 0}
        empty={<p className="muted">No access tokens yet.</p>}
      >
        {(rows) => (
          <ul className="access-token-list">
            {rows.map((token) => (
              <li key={token.id} className="access-token-item" aria-label={token.name}>
                <div className="access-token-head">
                  <span className="access-token-name">{token.name}</span>
                  <code className="access-token-masked" aria-label="Secret hidden">
                    {ACCESS_TOKEN_PREFIX}••••••••
                  </code>
                </div>
                <div className="access-token-chips">
                  {token.scopes.map((scope) => (
                    <Chip key={scope} tone={scope === 'goals:write' ? 'accent' : 'neutral'}>
                      {scope}
                    </Chip>
                  ))}
                </div>
                <dl className="access-token-facts">
                  <div>
                    <dt>Created</dt>
                    <dd>{formatRelativeTime(token.createdAt, now)}</dd>
                  </div>
                  <div>
                    <dt>Last used</dt>
                    <dd>{token.lastUsedAt ? formatRelativeTime(token.lastUsedAt, now) : 'Never'}</dd>
                  </div>
                  <div>
                    <dt>Expires</dt>
                    <dd>{expiryText(token.expiresAt, now)}</dd>
                  </div>
                </dl>
                <Button
                  size="sm"
                  variant="danger"
                  icon={<Trash2 size={16} aria-hidden="true" />}
                  onClick={() => setConfirming(token)}
                  aria-label={`Revoke ${token.name}`}
                >
                  Revoke
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <Modal
        open={confirming !== null}
        onClose={() => !revoke.isPending && setConfirming(null)}
        dismissible={!revoke.isPending}
        title="Revoke this token?"
        description={`Anything using “${confirming?.name ?? ''}” loses access at once. This cannot be undone.`}
        footer={
          <>
            <Button onClick={() => setConfirming(null)} disabled={revoke.isPending}>
              Keep it
            </Button>
            <Button variant="danger" loading={revoke.isPending} onClick={onRevoke}>
              Revoke
            </Button>
          </>
        }
      />
    </section>
  );
}
