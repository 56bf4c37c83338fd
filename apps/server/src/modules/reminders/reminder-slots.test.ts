import { describe, expect, it } from 'vitest';
import { REMINDER_DEFAULTS, REMINDER_LATE_MAX_MS, type TReminderSettings } from '@grindstone/contract';
import { addDays, dueReminders, inQuietHours, sendInstant, weekdayOf, zonedInstant } from './reminder-slots.ts';

const iso = (d: Date) => d.toISOString();

describe('zonedInstant: a local wall time in a time zone', () => {
  it.each([
    // Europe/Berlin: spring forward 2026-03-29 02:00→03:00, fall back 2026-10-25 03:00→02:00.
    ['Europe/Berlin', '2026-03-28', '09:00', '2026-03-28T08:00:00.000Z'],
    ['Europe/Berlin', '2026-03-29', '01:30', '2026-03-29T00:30:00.000Z'],
    ['Europe/Berlin', '2026-03-29', '02:30', '2026-03-29T01:30:00.000Z'], // skipped: 03:30 CEST
    ['Europe/Berlin', '2026-03-29', '09:00', '2026-03-29T07:00:00.000Z'],
    ['Europe/Berlin', '2026-10-25', '02:30', '2026-10-25T00:30:00.000Z'], // twice: the first one
    ['Europe/Berlin', '2026-10-25', '09:00', '2026-10-25T08:00:00.000Z'],
    // America/New_York: spring forward 2026-03-08 02:00→03:00, fall back 2026-11-01 02:00→01:00.
    ['America/New_York', '2026-03-07', '09:00', '2026-03-07T14:00:00.000Z'],
    ['America/New_York', '2026-03-08', '02:30', '2026-03-08T07:30:00.000Z'],
    ['America/New_York', '2026-03-08', '09:00', '2026-03-08T13:00:00.000Z'],
    ['America/New_York', '2026-11-01', '01:30', '2026-11-01T05:30:00.000Z'],
    ['America/New_York', '2026-11-01', '09:00', '2026-11-01T14:00:00.000Z'],
    // Pacific/Auckland: fall back 2026-04-05 03:00→02:00, spring forward 2026-09-27 02:00→03:00.
    ['Pacific/Auckland', '2026-04-05', '02:30', '2026-04-04T13:30:00.000Z'],
    ['Pacific/Auckland', '2026-04-05', '09:00', '2026-04-04T21:00:00.000Z'],
    ['Pacific/Auckland', '2026-09-27', '02:30', '2026-09-26T14:30:00.000Z'],
    ['Pacific/Auckland', '2026-09-27', '09:00', '2026-09-26T20:00:00.000Z'],
    ['UTC', '2026-12-31', '23:59', '2026-12-31T23:59:00.000Z'],
  ])('%s %s %s is %s', (zone, day, time, expected) => {
    expect(iso(zonedInstant(day, time, zone))).toBe(expected);
  });
});

describe('local days and quiet hours', () => {
  it('counts days across months and years, and their weekdays', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekdayOf('2026-11-30')).toBe(1);
    expect(weekdayOf('2026-11-29')).toBe(0);
  });

  it('quiet hours run from start to end, across midnight when start is later, only when on', () => {
    const night = { enabled: true, start: '22:00', end: '07:00' };
    expect(['22:00', '23:59', '00:00', '06:59'].map((t) => inQuietHours(t, night))).toEqual([true, true, true, true]);
    expect(['07:00', '12:00', '21:59'].map((t) => inQuietHours(t, night))).toEqual([false, false, false]);
    const lunch = { enabled: true, start: '12:00', end: '13:30' };
    expect(['11:59', '12:00', '13:29', '13:30'].map((t) => inQuietHours(t, lunch))).toEqual([false, true, true, false]);
    expect(inQuietHours('23:00', { ...night, enabled: false })).toBe(false);
  });

  it('a reminder inside quiet hours goes out when they end: the same morning, or the next one', () => {
    const night = { enabled: true, start: '22:00', end: '07:00' };
    expect(iso(sendInstant('2026-03-07', '23:00', night, 'America/New_York'))).toBe('2026-03-08T11:00:00.000Z');
    expect(iso(sendInstant('2026-03-08', '05:00', night, 'America/New_York'))).toBe('2026-03-08T11:00:00.000Z');
    expect(iso(sendInstant('2026-03-08', '08:00', night, 'America/New_York'))).toBe('2026-03-08T12:00:00.000Z');
  });
});

const on = (over: Partial<TReminderSettings>): TReminderSettings => ({ ...REMINDER_DEFAULTS, ...over });

describe('dueReminders', () => {
  const grind9 = on({ grind: { enabled: true, time: '09:00' } });

  it('is due from its local time for REMINDER_LATE_MAX_MS, in the stored zone, on a DST change day', () => {
    const due = (now: string) => dueReminders({ settings: grind9, timeZone: 'Europe/Berlin', now: new Date(now) });
    expect(due('2026-03-29T06:59:59Z')).toEqual([]);
    expect(due('2026-03-29T07:00:00Z')).toEqual([
      { kind: 'grind', day: '2026-03-29', at: new Date('2026-03-29T07:00:00Z') },
    ]);
    const lastMoment = new Date(Date.parse('2026-03-29T07:00:00Z') + REMINDER_LATE_MAX_MS - 1).toISOString();
    expect(due(lastMoment)).toHaveLength(1);
    expect(due(new Date(Date.parse('2026-03-29T07:00:00Z') + REMINDER_LATE_MAX_MS).toISOString())).toEqual([]);
    // A day later the same local time is an hour earlier in UTC than the day before the change.
    expect(due('2026-03-28T08:00:00Z')).toHaveLength(1);
    expect(due('2026-03-28T07:00:00Z')).toEqual([]);
  });

  it('follows each zone: the same settings fire at different instants in New York and Auckland', () => {
    const at = (zone: string, now: string) =>
      dueReminders({ settings: grind9, timeZone: zone, now: new Date(now) }).map((r) => r.day);
    expect(at('America/New_York', '2026-11-01T14:00:00Z')).toEqual(['2026-11-01']);
    expect(at('America/New_York', '2026-11-01T13:00:00Z')).toEqual([]);
    expect(at('Pacific/Auckland', '2026-09-26T20:10:00Z')).toEqual(['2026-09-27']);
    expect(at('Pacific/Auckland', '2026-09-26T21:10:00Z')).toEqual([]);
  });

  it('holds a reminder planned in quiet hours until they end; it keeps the day it was planned for', () => {
    const settings = on({
      ifThen: { enabled: true },
      quietHours: { enabled: true, start: '22:00', end: '07:00' },
    });
    const plans = [{ goalId: 'g1', ifThen: { cue: 'I brush my teeth', action: 'read a page', time: '23:00' } }];
    const due = (now: string) => dueReminders({ settings, timeZone: 'America/New_York', plans, now: new Date(now) });
    expect(due('2026-03-08T04:00:00Z')).toEqual([]); // 23:00 on the 7th: quiet
    expect(due('2026-03-08T11:05:00Z')).toEqual([
      { kind: 'if-then', goalId: 'g1', day: '2026-03-07', at: new Date('2026-03-08T11:00:00Z') },
    ]);
  });

  it('sends the review on Mondays only, and plan cues on their days only', () => {
    const settings = on({ review: { enabled: true }, ifThen: { enabled: true } });
    const plans = [
      { goalId: 'weekdays', ifThen: { cue: 'a', action: 'b', time: '07:00', days: [1, 2, 3, 4, 5] } },
      { goalId: 'sundays', ifThen: { cue: 'a', action: 'b', time: '07:00', days: [0] } },
      { goalId: 'untimed', ifThen: { cue: 'a', action: 'b' } },
    ];
    const kinds = (now: string) =>
      dueReminders({ settings, timeZone: 'Europe/London', plans, now: new Date(now) }).map((r) => r.goalId ?? r.kind);
    expect(kinds('2026-11-30T07:10:00Z')).toEqual(['review', 'weekdays']);
    expect(kinds('2026-11-29T07:10:00Z')).toEqual(['sundays']);
    expect(kinds('2026-12-01T07:10:00Z')).toEqual(['weekdays']);
  });

  it('sends nothing that is switched off', () => {
    expect(
      dueReminders({ settings: REMINDER_DEFAULTS, timeZone: 'UTC', now: new Date('2026-11-30T09:00:00Z') }),
    ).toEqual([]);
  });
});
