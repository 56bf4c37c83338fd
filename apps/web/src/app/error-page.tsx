import { Component, useEffect, type ReactNode } from 'react';
import { useRouteError } from 'react-router';
import { CHUNK_RELOAD_GUARD_MS } from '@grindstone/contract';
import { Button } from '../components/ui/index.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { PageShown } from '../lib/page-shown.ts';

const RELOAD_KEY = 'gs.chunkReloadAt';

/** A page's code that could not be downloaded: the server is down, or a deploy replaced it. */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|ChunkLoadError|Unable to preload CSS/i.test(
    text,
  );
}

/**
 * After a deploy, an open tab asks for code that no longer exists: reload once, by itself. The
 * time of that reload is kept for the tab, so a failure that persists (server down) shows the
 * page instead of reloading in a loop.
 */
function reloadOnceForNewCode(): boolean {
  const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
  if (Date.now() - last < CHUNK_RELOAD_GUARD_MS) return false;
  sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  window.location.reload();
  return true;
}

/** The product's own error page: what happened and a Reload button (never the developer screen). */
export function ErrorPage({ error }: { error: unknown }) {
  const chunk = isChunkLoadError(error);
  usePageTitle('Something went wrong');
  return (
    <main className="page-narrow error-page" role="alert">
      <h1>{chunk ? 'This page could not be loaded' : 'Something went wrong'}</h1>
      <p className="muted">
        {chunk
          ? 'Grindstone could not download this page. Your connection may be down, or Grindstone was just updated.'
          : 'Something broke while showing this page. Your goals are safe.'}{' '}
        Reload to try again.
      </p>
      <div className="error-page-actions">
        <Button variant="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>
        <a href="/" className="error-page-home">
          Back to goals
        </a>
      </div>
    </main>
  );
}

/** `errorElement` of every route: a failed page load reloads once, anything else shows ErrorPage. */
export function RouteErrorPage() {
  const error = useRouteError();
  const reloading = isChunkLoadError(error) && reloadOnceForNewCode();
  useEffect(() => {
    if (!reloading) console.error(error);
  }, [error, reloading]);
  if (reloading) return null;
  return (
    <>
      <ErrorPage error={error} />
      <PageShown />
    </>
  );
}

/** The app-wide boundary, around the router: an error outside any route still gets ErrorPage. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}
