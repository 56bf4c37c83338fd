import { useState } from 'react';
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
import { saveGoalsSnapshot } from '../features/auth/index.ts';

/** `boot`: the member's profile, goal list and streak from the page itself (decision 184), if it had them. */
export function App({ boot = null }: { boot?: TBootData | null }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // This page load's answers: the dashboard shows them without asking again (the goal list is
    // kept for offline use, as any loaded list is: decision 172).
    if (boot) {
      saveGoalsSnapshot(boot.user.id, seedGoals(client, boot.goals));
      seedStreak(client, boot.streak);
    }
    return client;
  });
  const [router] = useState(createAppRouter);
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
