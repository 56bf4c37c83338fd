import { useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import {
  ACCESS_TOKEN_EXPIRY_CHOICES,
  ACCESS_TOKEN_MESSAGES,
  ACCESS_TOKEN_NAME_MAX,
  ACCESS_TOKEN_SCOPE_LABELS,
  ACCESS_TOKEN_SCOPES,
  type TAccessTokenScope,
  type TCreatedAccessToken,
} from '@grindstone/contract';
import { Button, TextField } from '../../../components/ui/index.ts';
import { useCreateAccessToken } from '../api/access-tokens-api.ts';
import { serverMessage } from '../../../lib/api-client.ts';

type Props = { onCreated: (created: TCreatedAccessToken) => void };

/** Name, scopes and an optional expiry; the server answers the secret once. */
export function CreateTokenForm({ onCreated }: Props) {
  const create = useCreateAccessToken();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<TAccessTokenScope[]>(['goals:read']);
  const [expiry, setExpiry] = useState('');
  const [error, setError] = useState<string | null>(null);

  function toggle(scope: TAccessTokenScope, on: boolean) {
    setScopes((current) => ACCESS_TOKEN_SCOPES.filter((s) => (s === scope ? on : current.includes(s))));
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!name.trim()) return setError(ACCESS_TOKEN_MESSAGES.nameBlank);
    if (scopes.length === 0) return setError(ACCESS_TOKEN_MESSAGES.scopesEmpty);
    setError(null);
    try {
      const created = await create.mutateAsync({
        name: name.trim(),
        scopes,
        ...(expiry ? { expiresInDays: Number(expiry) } : {}),
      });
      setName('');
      onCreated(created);
    } catch (err) {
      setError(serverMessage(err));
    }
  }

  return (
    <section className="card profile-section" aria-labelledby="new-token-title">
      <h2 id="new-token-title">New token</h2>
      <form className="access-token-form" onSubmit={onSubmit} noValidate>
        <TextField
          label="Name"
          value={name}
          maxLength={ACCESS_TOKEN_NAME_MAX}
          placeholder="Claude Desktop"
          onChange={(e) => setName(e.target.value)}
          help="Where you will use it, so you recognise it later."
          required
        />
        <fieldset className="access-token-scopes">
          <legend>What it may do</legend>
          {ACCESS_TOKEN_SCOPES.map((scope) => (
            <label key={scope} className="access-token-scope">
              <input
                type="checkbox"
                checked={scopes.includes(scope)}
                onChange={(e) => toggle(scope, e.target.checked)}
              />
              <span>
                <code>{scope}</code> {ACCESS_TOKEN_SCOPE_LABELS[scope]}
              </span>
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor="access-token-expiry">Expires</label>
          <select id="access-token-expiry" className="input" value={expiry} onChange={(e) => setExpiry(e.target.value)}>
            <option value="">Never</option>
            {ACCESS_TOKEN_EXPIRY_CHOICES.map((days) => (
              <option key={days} value={String(days)}>
                In {days} days
              </option>
            ))}
          </select>
        </div>
        {error && (
          <p className="error-text" role="alert">
            {error}
          </p>
        )}
        <div>
          <Button
            type="submit"
            variant="primary"
            icon={<KeyRound size={16} aria-hidden="true" />}
            loading={create.isPending}
          >
            Create token
          </Button>
        </div>
      </form>
    </section>
  );
}
