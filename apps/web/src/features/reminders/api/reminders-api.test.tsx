import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TReminderSettings } from '@grindstone/contract';
import { json, mockApi } from '../../../testing/mock-api.ts';
import { useSaveReminderSettings } from './reminders-api.ts';

const settings = (end: string): TReminderSettings => ({
  grind: { enabled: true, time: '07:15' },
  advice: { enabled: false, time: '08:00' },
  ifThen: { enabled: false },
  review: { enabled: false },
  quietHours: { enabled: true, start: '22:00', end },
});

describe('useSaveReminderSettings', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a second save only once the first has answered, so the last choice is the one stored', async () => {
    const answers: (() => void)[] = [];
    const api = mockApi({
      'PUT /api/push/reminders': (request) =>
        new Promise((resolve) =>
          answers.push(() => resolve(json(200, { ...(request.body as object), timeZone: 'UTC' }))),
        ),
    });
    const qc = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={qc}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useSaveReminderSettings(), { wrapper });
    act(() => result.current.mutate(settings('07:00')));
    act(() => result.current.mutate(settings('06:30')));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    // The second waits while the first is on its way.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toHaveLength(1);
    act(() => answers[0]!());
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(api.calls.map((c) => (c.body as TReminderSettings).quietHours.end)).toEqual(['07:00', '06:30']);
    act(() => answers[1]!());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
  });
});
