import { usePageTitle } from '../../lib/use-page-title.ts';
import { PageHeader } from './page-header.tsx';

/**
 * What an address that leads nowhere shows (an unknown URL, or an operator page for anyone who
 * is not an admin), instead of a silent redirect. `title` names what is missing.
 */
export function NotFoundPage({
  title = 'Page not found',
  detail = 'There is nothing at this address. It may have moved, or the link may be mistyped.',
}: {
  title?: string;
  detail?: string;
}) {
  usePageTitle(title);
  return (
    <main className="page-narrow ui-not-found">
      <PageHeader title={title} />
      <p className="muted">{detail}</p>
    </main>
  );
}
