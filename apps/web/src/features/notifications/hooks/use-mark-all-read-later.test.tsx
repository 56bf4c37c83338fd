import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MARK_ALL_READ_DELAY_MS } from '@grindstone/contract';
import { json, mockApi } from '../../../testing/mock-api.ts';
import { notificationsQueryKey } from '../api/notifications-api.ts';
import { useMarkAllReadLater } from './use-mark-all-read-later.ts';

function renderMarkLater(unreadCount: number) {
  const qc = new QueryClient();
  qc.setQueryData(notificationsQueryKey, { notifications: [], unreadCount });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={qc}>{children}</QueryClientProvider>
  );
  return renderHook(() => useMarkAllReadLater(), { wrapper });
}

describe('useMarkAllReadLater', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('marks everything read MARK_ALL_READ_DELAY_MS (3 s) after the click, not before, and once for two clicks', async () => {
    vi.useFakeTimers();
    const api = mockApi({ 'PUT /api/notifications/markRead': () => json(200, { updated: 2, unreadCount: 0 }) });
    const { result } = renderMarkLater(2);
    act(() => result.current());
    await act(async () => vi.advanceTimersByTime(MARK_ALL_READ_DELAY_MS - 500));
    act(() => result.current());
    await act(async () => vi.advanceTimersByTime(MARK_ALL_READ_DELAY_MS - 1));
    expect(api.calls).toHaveLength(0);
    await act(async () => vi.advanceTimersByTime(1));
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['PUT /api/notifications/markRead']);
  });

  it('does nothing when nothing is unread', async () => {
    vi.useFakeTimers();
    const api = mockApi({});
    const { result } = renderMarkLater(0);
    act(() => result.current());
    await act(async () => vi.advanceTimersByTime(MARK_ALL_READ_DELAY_MS * 2));
    expect(api.calls).toHaveLength(0);
  });
});
