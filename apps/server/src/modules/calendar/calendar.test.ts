import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { CALENDAR_DEADLINE_PREFIX, CALENDAR_GRIND_PREFIX, type TCalendarFeedUrl } from '@grindstone/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, type TestUser } from '../../testing/factories.ts';
import { calendarFeeds, goals, notifications } from '../../db/schema/index.ts';
import { asUser } from '../../testing/test-context.ts';

let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'info', PUBLIC_URL: 'https://grind.example' },
    logStream: { write: (line) => void logLines.push(line) },
  });
});
afterAll(() => t.close());

async function createFeed(user: TestUser): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/calendar/token', headers: { cookie: user.cookie } });
  expect(res.statusCode).toBe(200);
  const { url } = res.json<TCalendarFeedUrl>();
  expect(url).toMatch(/^https:\/\/grind\.example\/api\/calendar\/gcal_[A-Za-z0-9_-]{43}\.ics$/);
  return url;
}

const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

function eventsOf(body: string): VEvent[] {
  return Object.values(ical.sync.parseICS(body)).filter((c): c is VEvent => c?.type === 'VEVENT');
}

describe('the calendar feed', () => {
  it('holds the owner’s deadlines as all-day events in their time zone and accepted grinds at their time, nobody else’s', async () => {
    const owner = await createUser(t.app, { timeZone: 'Pacific/Auckland' });
    const other = await createUser(t.app, { timeZone: 'Pacific/Auckland' });
    // Written on Monday 23 Nov 2026 at 20:00 UTC, which is already Tuesday 24 Nov in Auckland.
    const writtenAt = new Date('2026-11-23T20:00:00Z');
    const [due] = await t.app.db
      .insert(goals)
      .values([
        { userId: owner.id, description: 'Send the grant application tomorrow', createdAt: writtenAt },
        { userId: owner.id, description: 'Read more poetry', createdAt: writtenAt, position: 1 },
        { userId: other.id, description: 'Other person secret plan tomorrow', createdAt: writtenAt },
      ])
      .returning();
    await t.app.db.insert(goals).values({
      userId: owner.id,
      description: 'Finished thing due tomorrow',
      createdAt: writtenAt,
      completedAt: writtenAt,
    });
    const startedAt = new Date(Date.now() - 2 * 3_600_000);
    const grind = { type: 'grind' as const, description: 'Write the budget section', duration: 25, startedAt };
    const [accepted] = await t.app.db
      .insert(notifications)
      .values([
        { ...grind, userId: owner.id, name: 'Budget sprint', state: 'accepted' },
        { ...grind, userId: owner.id, name: 'Rejected sprint', state: 'rejected' },
        { ...grind, userId: owner.id, name: 'Pending sprint', state: 'pending', startedAt: null },
        { ...grind, userId: other.id, name: 'Other person sprint', state: 'accepted' },
      ])
      .returning();

    const res = await fetchFeed(await createFeed(owner));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.body).not.toMatch(/Other person|Rejected|Pending|Finished|poetry/);

    const events = eventsOf(res.body);
    expect(events.map((e) => e.uid).sort()).toEqual([`goal-${due!.id}@grindstone`, `grind-${accepted!.id}@grindstone`]);
    const deadline = events.find((e) => e.uid.startsWith('goal-'))!;
    expect(deadline.summary).toBe(`${CALENDAR_DEADLINE_PREFIX}Send the grant application tomorrow`);
    expect(deadline.datetype).toBe('date');
    // Tomorrow for someone in Auckland on their Tuesday is Wednesday 25 Nov (not the 24th a UTC reading gives).
    expect(res.body).toContain('DTSTART;VALUE=DATE:20261125');
    expect(res.body).toContain('DTEND;VALUE=DATE:20261126');

    const session = events.find((e) => e.uid.startsWith('grind-'))!;
    expect(session.summary).toBe(`${CALENDAR_GRIND_PREFIX}Budget sprint`);
    expect(session.start.getTime()).toBe(Math.floor(startedAt.getTime() / 1000) * 1000);
    expect(session.end!.getTime() - session.start.getTime()).toBe(25 * 60_000);
  });

  it('repeats if-then plans at their local time on their weekdays, through a DST change', async () => {
    const owner = await createUser(t.app, { timeZone: 'Europe/Berlin' });
    const writtenAt = new Date('2026-10-19T12:00:00Z');
    const [weekly, daily] = await t.app.db
      .insert(goals)
      .values([
        {
          userId: owner.id,
          description: 'Write the novel',
          createdAt: writtenAt,
          ifThen: { cue: 'After my morning coffee', action: 'write 200 words', time: '07:30', days: [1, 3] },
        },
        {
          userId: owner.id,
          description: 'Stretch',
          createdAt: writtenAt,
          position: 1,
          ifThen: { cue: 'When I close the laptop', action: 'stretch for 5 minutes', time: '18:00' },
        },
      ])
      .returning();
    await t.app.db.insert(goals).values([
      { userId: owner.id, description: 'No time', ifThen: { cue: 'When I wake', action: 'drink water' } },
      {
        userId: owner.id,
        description: 'Archived',
        archivedAt: writtenAt,
        ifThen: { cue: 'Old cue', action: 'old action', time: '09:00' },
      },
    ]);
    const res = await fetchFeed(await createFeed(owner));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin');
    expect(res.body).not.toMatch(/Old cue|drink water/);
    const events = eventsOf(res.body);
    const plan = events.find((e) => e.uid === `plan-${weekly!.id}@grindstone`)!;
    expect(plan.summary).toBe('After my morning coffee → write 200 words');
    expect(res.body).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO,WE');
    // 07:30 in Berlin is 05:30 UTC in summer time and 06:30 UTC after the clocks go back on 25 Oct.
    const occurrences = ical
      .expandRecurringEvent(plan, { from: new Date('2026-10-19T00:00:00Z'), to: new Date('2026-10-29T23:59:59Z') })
      .map((o) => new Date(o.start.getTime()).toISOString());
    expect(occurrences).toEqual([
      '2026-10-19T05:30:00.000Z',
      '2026-10-21T05:30:00.000Z',
      '2026-10-26T06:30:00.000Z',
      '2026-10-28T06:30:00.000Z',
    ]);
    const stretch = events.find((e) => e.uid === `plan-${daily!.id}@grindstone`)!;
    expect(res.body).toContain('RRULE:FREQ=DAILY');
    const evenings = ical
      .expandRecurringEvent(stretch, { from: new Date('2026-10-24T00:00:00Z'), to: new Date('2026-10-25T23:59:59Z') })
      .map((o) => new Date(o.start.getTime()).toISOString());
    expect(evenings).toEqual(['2026-10-24T16:00:00.000Z', '2026-10-25T17:00:00.000Z']);
  });

  it('keeps text that looks like iCalendar inside its event', async () => {
    const owner = await createUser(t.app, { timeZone: 'Europe/Berlin' });
    await t.app.db.insert(goals).values({
      userId: owner.id,
      description: 'Ship it tomorrow\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Injected, really; yes',
    });
    const res = await fetchFeed(await createFeed(owner));
    expect(res.statusCode).toBe(200);
    const events = eventsOf(res.body);
    expect(events).toHaveLength(1);
    expect(events[0]!.summary).toContain('SUMMARY:Injected, really; yes');
  });

  it('rotates: the old URL answers 404 at once, the new one works; revoking kills it; the token is stored hashed', async () => {
    const owner = await createUser(t.app);
    const before = await t.app.inject({ method: 'GET', url: '/api/calendar/token', headers: { cookie: owner.cookie } });
    expect(before.json()).toEqual({ active: false, createdAt: null });

    const first = await createFeed(owner);
    const second = await createFeed(owner);
    expect(second).not.toBe(first);
    const stale = await fetchFeed(first);
    expect(stale.statusCode).toBe(404);
    expect(stale.json()).toEqual({ error: 'not_found', message: 'Not found' });
    expect((await fetchFeed(second)).statusCode).toBe(200);

    const rows = await t.app.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, owner.id));
    expect(rows).toHaveLength(1);
    const token = new URL(second).pathname.slice('/api/calendar/'.length, -'.ics'.length);
    expect(JSON.stringify(rows)).not.toContain(token.slice(5));

    const state = await t.app.inject({ method: 'GET', url: '/api/calendar/token', headers: { cookie: owner.cookie } });
    expect(state.json()).toMatchObject({ active: true });
    expect(state.body).not.toContain(token);

    const revoked = await asUser(t.app, owner).delete('/api/calendar/token');
    expect(revoked.json()).toEqual({ ok: true });
    expect((await fetchFeed(second)).statusCode).toBe(404);
  });

  it('answers the same 404 to malformed and unknown tokens, and never logs a token', async () => {
    const owner = await createUser(t.app);
    const url = await createFeed(owner);
    await fetchFeed(url);
    for (const path of [
      '/api/calendar/nope.ics',
      `/api/calendar/gcal_${'A'.repeat(43)}.ics`,
      '/api/calendar/gcal_..%2F..%2Fetc.ics',
      `/api/calendar/gcal_${'A'.repeat(44)}.ics`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not_found' });
    }
    const token = new URL(url).pathname.split('/').pop()!.replace('.ics', '');
    expect(logLines.join('\n')).toContain('/api/calendar/[redacted].ics');
    expect(logLines.join('\n')).not.toContain(token);
  });

  it('is managed only by a signed-in member', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/calendar/token' });
      expect(res.statusCode).toBe(401);
    }
  });
});
