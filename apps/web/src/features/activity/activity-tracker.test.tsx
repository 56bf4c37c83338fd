import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../testing/mock-api.ts';
import { ActivityTracker } from './activity-tracker.tsx';

describe('ActivityTracker', () => {
  it('records the active day in a task after the effects that mounted it, not among them', async () => {
    const { calls } = mockApi({
      'POST /api/activities/active': () => json(200, { day: '2030-01-01', recorded: true }),
      'PUT /api/user-sys': () => json(200, { location: {} }),
    });
    render(<ActivityTracker userId="u1" />);
    // render() has run the mount effects: no request started in them.
    expect(calls).toHaveLength(0);
    await waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/activities/active', 'PUT /api/user-sys']),
    );
  });

  it('records nothing for a visitor or after unmounting', async () => {
    const { calls } = mockApi({});
    render(<ActivityTracker userId={null} />);
    render(<ActivityTracker userId="u1" />).unmount();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(0);
  });
});
