import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';

/**
 * Every text the spec quotes must appear exactly as quoted. This compares the catalogue with
 * the spec (found beside the repository in ../shared, as on the team's machines and in CI).
 * Texts that are ours (not quoted by the spec) are listed here so a typo cannot hide as 'ours'.
 */
const OURS = new Set([
  'welcome',
  'goalWhitespace',
  'goalTooLong',
  'notFound',
  'unauthorized',
  'forbidden',
  'rateLimited',
  'badOrigin',
  'validation',
  'internal',
  'serverTaken',
  'serverInvalidCode',
  'aboutMe',
  'loadMore',
  'completedGoals',
  'loading',
  'createNewGoal',
  'setGoal',
  'sendRequest',
  'submitFeedback',
  'mobileInterested',
  'mobileNoThanks',
  'mobileContinue',
  'forgotPassword',
  'disliked',
  'grindLabelDone',
  'grindLabelPartial',
  'grindLabelRejected',
  'nextMoveOverlay',
  'requestInvite',
]);

const specPath = path.resolve(import.meta.dirname, '../../../../shared/spec/product-spec.md');

describe.runIf(existsSync(specPath))('message catalogue against the spec', () => {
  const spec = readFileSync(specPath, 'utf8');
  const quoted = (text: string) => spec.includes(text);

  it.each(Object.entries(MESSAGES).filter(([k, v]) => typeof v === 'string' && !OURS.has(k)))(
    '%s is quoted in the spec exactly',
    (_key, text) => {
      expect(quoted(text as string)).toBe(true);
    },
  );

  it('the short labels we list as ours still appear in the spec', () => {
    for (const key of [
      'createNewGoal',
      'setGoal',
      'sendRequest',
      'submitFeedback',
      'loadMore',
      'completedGoals',
      'requestInvite',
    ]) {
      expect(quoted(MESSAGES[key as keyof typeof MESSAGES] as string)).toBe(true);
    }
  });

  it('templated texts render as the spec writes them', () => {
    expect(spec).toContain(MESSAGES.inviteThanks('{name}'));
    expect(spec).toContain(MESSAGES.popupRecorded('{value}'));
    expect(MESSAGES.contextCounter(12, 2000)).toBe('12/2000 characters');
    expect(MESSAGES.welcomeBack('Ada')).toBe('Welcome back, Ada');
  });
});
