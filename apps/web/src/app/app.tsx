import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { TBootData } from '@grindstone/contract';
import { RouterProvider } from 'react-router';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.tsx';
import { SessionProvider } from '../features/auth/session.tsx';
import { ToastProvider } from '../components/ui/index.ts';
import { AppErrorBoundary } from './error-page.tsx';
import { seedGoals } from '../features/goals/index.ts';
import { seedStreak } from '../features/review/index.ts';
import { rememberUser, saveGoalsSnapshot } from '../features/auth/index.ts';
import { holdUntilPageShown } from '../lib/page-shown.ts';

type AppParts = { queryClient: QueryClient; router: ReturnType<typeof createAppRouter> };

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The query client and the router, each built in a task of its own before the first render
 * (decision 189): inside `App`'s render they were one unit of work that the first render's
 * transition could not slice (80–170 ms on a phone). `boot`: the member's profile, goal list and
 * streak from the page itself (decision 184), if it had them.
 */
export async function prepareApp(boot: TBootData | null): Promise<AppParts> {
  // The bell's, the quota's and the onboarding's requests wait for the first page's paint.
  holdUntilPageShown();
  if (boot) {
    // The page's first use of localStorage waits for the browser to load it (a synchronous
    // request): in a task of its own, not in the entry's evaluation (decision 245).
    await nextTask();
    rememberUser(boot.user);
    await nextTask();
  }
  const queryClient = createQueryClient();
  // This page load's answers: the dashboard shows them without asking again (the goal list is
  // kept for offline use, as any loaded list is: decision 172).
  if (boot) {
    saveGoalsSnapshot(boot.user.id, seedGoals(queryClient, boot.goals));
    seedStreak(queryClient, boot.streak);
  }
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  return { queryClient, router };
}

export function App({ queryClient, router }: AppParts) {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </ToastProvider>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
