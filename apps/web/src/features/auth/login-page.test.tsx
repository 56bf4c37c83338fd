import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_HELP_LINK_MS, MESSAGES, SUPPORT_EMAIL } from '@grindstone/contract';
import { LoginPage } from './login-page.tsx';
import { ToastProvider } from '../../components/ui/index.ts';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <p>home</p> },
    ],
    { initialEntries: ['/login'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

async function submit(username = 'alice', password = 'secret') {
  fireEvent.change(screen.getByLabelText(/Username/), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' })));
}

describe('LoginPage', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('requires both fields and sends nothing without them', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    await submit('', '');
    expect(screen.getByLabelText(/Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['a 401', () => json(401, { error: 'invalid_credentials', message: 'whatever' }), MESSAGES.loginInvalid],
    [
      'a server message',
      () => json(429, { error: 'rate_limited', message: 'Too many requests. Please try again later.' }),
      'Too many requests. Please try again later.',
    ],
    ['no response', () => Promise.reject(new TypeError('Failed to fetch')), MESSAGES.loginError],
  ])('shows the right text for %s, then the help link after 3 s', async (_name, answer, text) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('fetch', vi.fn(answer));
    renderLogin();
    await submit();
    expect(await screen.findByText(text)).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(LOGIN_HELP_LINK_MS + 10));
    expect(screen.queryByText(text)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.loginHelp })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
  });

  it('goes to / on success', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { user: { id: 'u', name: 'A', username: 'a' } })),
    );
    renderLogin();
    await submit();
    expect(await screen.findByText('home')).toBeInTheDocument();
  });
});
