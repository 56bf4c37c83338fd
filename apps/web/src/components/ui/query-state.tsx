import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { Banner } from './banner.tsx';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

/** What QueryState reads of a TanStack query (plain or infinite). */
type QueryLike<T> = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
};

const fallbackError = (err: unknown) =>
  err instanceof ApiError && err.message ? err.message : 'Something went wrong.';

/**
 * The three states of loaded data in one place: a spinner while loading, an error banner when
 * the request failed (never the empty state: a failed list is not an empty one), the `empty`
 * content when `isEmpty` says there is nothing, else `children` with the data.
 * - `error`: the text of the banner (default: the server's message);
 * - `retry`: a 'Try again' button in the banner.
 */
export function QueryState<T>({
  query,
  loadingLabel = 'Loading...',
  error = fallbackError,
  retry = false,
  isEmpty,
  empty,
  children,
}: {
  query: QueryLike<T>;
  loadingLabel?: string;
  error?: ReactNode | ((err: unknown) => ReactNode);
  retry?: boolean;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={loadingLabel} />;
  if (query.isError || query.data === undefined) {
    return (
      <Banner
        tone="danger"
        action={
          retry ? (
            <Button size="sm" onClick={() => void query.refetch()}>
              Try again
            </Button>
          ) : undefined
        }
      >
        {typeof error === 'function' ? error(query.error) : error}
      </Banner>
    );
  }
  if (isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
