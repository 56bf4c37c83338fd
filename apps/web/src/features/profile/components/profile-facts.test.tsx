import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { json, mockApi } from '../../../testing/mock-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { ProfileFacts } from './profile-facts.tsx';
import { SupporterBadge } from '../../subscription/index.ts';

function stubApi(facts: { id: string; fact: string; source: string; createdAt: string }[]) {
  return mockApi({
    'GET /api/profile-facts': () => json(200, { facts }),
    'PUT /api/profile-facts/:id': ({ path, body }) =>
      json(200, {
        fact: { ...facts.find((f) => path.endsWith(f.id))!, fact: (body as { fact: string }).fact, source: 'user' },
      }),
    'DELETE /api/profile-facts/:id': () => json(200, { ok: true }),
  }).calls;
}

const renderFacts = () => renderWithProviders(<ProfileFacts onMessage={() => {}} />);

describe('ProfileFacts', () => {
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
    expect(calls.filter((c) => c.method !== 'GET').map(({ method, url, body }) => ({ method, url, body }))).toEqual([
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
