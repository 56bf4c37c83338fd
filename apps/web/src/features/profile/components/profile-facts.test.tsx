import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ProfileFacts } from './profile-facts.tsx';
import { SupporterBadge } from '../../subscription/index.ts';

type Call = { method: string; url: string; body: unknown };

function stubApi(facts: { id: string; fact: string; source: string; createdAt: string }[]) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    const json = (data: unknown) =>
      new Response(JSON.stringify(data), { status: 200, headers: { 'content-type': 'application/json' } });
    if (method === 'GET') return json({ facts });
    if (method === 'PUT')
      return json({
        fact: { ...facts.find((f) => url.endsWith(f.id))!, fact: (body as { fact: string }).fact, source: 'user' },
      });
    return json({ ok: true });
  });
  return calls;
}

const renderFacts = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ProfileFacts onMessage={() => {}} />
    </QueryClientProvider>,
  );

describe('ProfileFacts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the facts, corrects one and removes another', async () => {
    const calls = stubApi([
      { id: 'f1', fact: 'Writes Rust', source: 'setup', createdAt: '2030-01-01T00:00:00Z' },
      { id: 'f2', fact: 'Lives in Lisbon', source: 'setup', createdAt: '2030-01-01T00:00:00Z' },
    ]);
    renderFacts();
    expect(await screen.findByText('Writes Rust')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Correct: Writes Rust' }));
    fireEvent.change(screen.getByLabelText('Correct this fact'), { target: { value: 'Writes Go' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Writes Go')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove: Lives in Lisbon' }));
    await waitFor(() => expect(screen.queryByText('Lives in Lisbon')).toBeNull());
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([
      { method: 'PUT', url: '/api/profile-facts/f1', body: { fact: 'Writes Go' } },
      { method: 'DELETE', url: '/api/profile-facts/f2', body: undefined },
    ]);
  });

  it('says so when the coach knows nothing yet', async () => {
    stubApi([]);
    renderFacts();
    expect(await screen.findByText('Your coach has no facts about you yet.')).toBeInTheDocument();
  });
});

describe('SupporterBadge', () => {
  it('shows for an active subscription only', () => {
    const { rerender } = render(<SupporterBadge subscriptionStatus="cancelled" />);
    expect(screen.queryByText('Supporter')).toBeNull();
    rerender(<SupporterBadge subscriptionStatus="active" />);
    expect(screen.getByText('Supporter')).toBeInTheDocument();
  });
});
