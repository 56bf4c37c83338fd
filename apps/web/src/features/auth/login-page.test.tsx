import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_HELP_LINK_MS, MESSAGES, SUPPORT_EMAIL } from '@grindstone/contract';
import { json, mockApi } from '../../testing/mock-api.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { LoginPage } from './login-page.tsx';

function renderLogin() {
  renderWithProviders(<LoginPage />, { path: '/login', routes: { '/': 'home' } });
}

async function submit(username = 'alice', password = 'secret') {
  fireEvent.change(screen.getByLabelText(/Username/), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' })));
}

describe('LoginPage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('requires both fields and sends nothing without them', async () => {
    const { calls } = mockApi({});
    renderLogin();
    await submit('', '');
    expect(screen.getByLabelText(/Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
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
    mockApi({ 'POST /api/auth/login': answer });
    renderLogin();
    await submit();
    expect(await screen.findByText(text)).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(LOGIN_HELP_LINK_MS + 10));
    expect(screen.queryByText(text)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.loginHelp })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
  });

  it('goes to / on success', async () => {
    const { calls } = mockApi({
      'POST /api/auth/login': () => json(200, { user: { id: 'u', name: 'A', username: 'a' } }),
      'POST /api/activities': () => json(201, { ok: true }),
    });
    renderLogin();
    await submit();
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/auth/login', body: { username: 'alice' } });
  });
});
