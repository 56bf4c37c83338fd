import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastProvider } from '../components/ui/index.ts';

/** A fresh query client that never retries, so a failed request shows at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/**
 * Renders `ui` inside the app's providers: a fresh query client, toasts and a memory router
 * showing `ui` at `path`. `routes` adds plain pages (path → text) to see where a screen navigates.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    path = '/',
    routes = {},
    queryClient = createTestQueryClient(),
  }: { path?: string; routes?: Record<string, string>; queryClient?: QueryClient } = {},
) {
  const router = createMemoryRouter(
    [
      { path, element: ui },
      ...Object.entries(routes).map(([routePath, text]) => ({ path: routePath, element: <p>{text}</p> })),
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, router };
}
