import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_DATA_ELEMENT_ID, type TBootData } from '@grindstone/contract';
import { takeBootData } from './boot-data.ts';

const BOOT: TBootData = {
  user: {
    id: 'u1',
    name: 'Ada',
    username: 'ada',
    email: 'ada@example.com',
    role: 'member',
    completed_onboarding: 'completed',
    subscriptionStatus: 'none',
    createdAt: '2026-11-20T10:00:00.000Z',
  },
  goals: [
    {
      id: 'g1',
      description: 'Ship </script><!-- it',
      createdAt: '2026-11-20T10:00:00.000Z',
      date: '2026-11-20T10:00:00.000Z',
      warning: null,
      borderColor: 'red',
      order: 0,
      userId: 'u1',
      ifThen: null,
    },
  ],
  streak: { weeks: 1, best: 1, freezes: 0, thisWeekActive: true, freshStart: false, message: 'Go', history: [] },
};

/** The element as the server writes it (every `<` as \u003c). */
function place(text: string) {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = BOOT_DATA_ELEMENT_ID;
  el.textContent = text;
  document.head.append(el);
}

afterEach(() => document.getElementById(BOOT_DATA_ELEMENT_ID)?.remove());

describe('takeBootData', () => {
  it('reads what the server wrote, once: the element is gone afterwards', () => {
    place(JSON.stringify(BOOT).replace(/</g, '\\u003c'));
    expect(takeBootData()).toEqual(BOOT);
    expect(document.getElementById(BOOT_DATA_ELEMENT_ID)).toBeNull();
    expect(takeBootData()).toBeNull();
  });

  it('is null without the element (a visitor, another page, the service worker’s cached page)', () => {
    expect(takeBootData()).toBeNull();
  });

  it('ignores anything unreadable or incomplete, and still removes it', () => {
    for (const text of [
      '',
      '{',
      'null',
      '[]',
      JSON.stringify({ ...BOOT, user: { id: 'u1' } }),
      JSON.stringify({ ...BOOT, goals: 'nope' }),
      JSON.stringify({ ...BOOT, goals: [{ description: 'no id' }] }),
      JSON.stringify({ user: BOOT.user, goals: BOOT.goals }),
    ]) {
      place(text);
      expect(takeBootData(), text).toBeNull();
      expect(document.getElementById(BOOT_DATA_ELEMENT_ID), text).toBeNull();
    }
  });
});
