import { useState } from 'react';
import { PageHeader } from '../../components/ui/index.ts';
import type { TCreatedAccessToken } from '@grindstone/contract';
import { CreateTokenForm } from './components/create-token-form.tsx';
import { NewTokenCard } from './components/new-token-card.tsx';
import { TokenList } from './components/token-list.tsx';
import './access-tokens.css';

/** /profile/access-tokens: personal access tokens for AI assistants (MCP) and scripts (the API). */
export function AccessTokensPage() {
  const [created, setCreated] = useState<TCreatedAccessToken | null>(null);
  const [message, setMessage] = useState<{ text: string; isError: boolean } | null>(null);
  const mcpUrl = `${window.location.origin}/mcp`;

  return (
    <main className="page-narrow access-tokens">
      <PageHeader
        back="profile"
        title="Access tokens"
        intro={
          <>
            A token lets an AI assistant or a script work with your goals. Assistants connect to the MCP server at{' '}
            <code>{mcpUrl}</code>; scripts call the API with the header <code>Authorization: Bearer &lt;token&gt;</code>
            . Treat a token like a password.
          </>
        }
      />

      {created ? (
        <NewTokenCard created={created} onDone={() => setCreated(null)} />
      ) : (
        <CreateTokenForm
          onCreated={(token) => {
            setMessage(null);
            setCreated(token);
          }}
        />
      )}

      <p className={message?.isError ? 'error-text' : 'success-text'} role="status">
        {message?.text ?? ''}
      </p>

      <TokenList onMessage={(text, isError) => setMessage({ text, isError })} />
    </main>
  );
}
