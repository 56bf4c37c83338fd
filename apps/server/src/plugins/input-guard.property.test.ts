import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  GOAL_TEXT_MAX,
  INPUT_MESSAGES,
  JSON_MAX_DEPTH,
  MESSAGES,
  PASSWORD_MIN,
  PASSWORD_SPECIALS,
  goalTextProblem,
  hasLoneSurrogate,
  isValidEmail,
  passwordProblem,
  textProblem,
} from '@grindstone/contract';
import { inputProblem, jsonDepthExceeds, parseJsonBody } from './input-guard.ts';

/** Property tests of the edge validators and the contract's text rules (fixed seed: reproducible in CI). */
const params = { seed: 20_261_123, numRuns: 300 };

const nested = (depth: number): unknown =>
  depth === 0 ? 1 : { a: depth % 2 ? [nested(depth - 1)] : nested(depth - 1) };
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));

describe('the text check', () => {
  it('accepts every well-formed string without NUL, and the UTF-8 round trip keeps it', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        fc.pre(!s.includes('\u0000'));
        expect(textProblem(s)).toBeNull();
        expect(Buffer.from(s, 'utf8').toString('utf8')).toBe(s);
      }),
      params,
    );
  });

  it('refuses any string with a NUL or a lone surrogate, wherever it sits', () => {
    const wellFormed = fc.string({ unit: 'grapheme' });
    fc.assert(
      fc.property(wellFormed, wellFormed, fc.oneof(fc.constant('\u0000'), loneSurrogate), (before, after, bad) => {
        expect(textProblem(`${before}${bad}${after}`)).not.toBeNull();
      }),
      params,
    );
  });

  it('agrees with the UTF-8 encoder on lone surrogates', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 64 }), (s) => {
        const survives = Buffer.from(s, 'utf8').toString('utf8') === s;
        expect(hasLoneSurrogate(s)).toBe(!survives);
      }),
      params,
    );
  });
});

describe('the JSON depth cap', () => {
  it('the raw-text scan and the parsed walk agree with the true depth, strings included', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: JSON_MAX_DEPTH + 10 }), fc.string(), (depth, text) => {
        const value = { text, nested: nested(depth) };
        const json = JSON.stringify(value);
        // The wrapper object adds one level, each nested level one (arrays count too).
        const trueDepth = 1 + depth + Math.ceil(depth / 2);
        expect(jsonDepthExceeds(json, JSON_MAX_DEPTH)).toBe(trueDepth > JSON_MAX_DEPTH);
        if (trueDepth > JSON_MAX_DEPTH) expect(() => parseJsonBody(json)).toThrow(INPUT_MESSAGES.jsonTooDeep);
        else expect(parseJsonBody(json)).toEqual(value);
      }),
      params,
    );
  });

  it('parses any JSON value within the caps back to itself', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), (value) => {
        const problem = inputProblem(value);
        fc.pre(problem === null);
        expect(parseJsonBody(JSON.stringify(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      params,
    );
  });
});

describe("the contract's rules", () => {
  it('a goal is accepted exactly when it has visible text and fits the limit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: GOAL_TEXT_MAX + 50 }), (text) => {
        const problem = goalTextProblem(text);
        if (text.trim() === '') expect(problem).toBe(MESSAGES.goalWhitespace);
        else if (text.length > GOAL_TEXT_MAX) expect(problem).toBe(MESSAGES.goalTooLong);
        else expect(problem).toBeNull();
      }),
      params,
    );
  });

  it('a password passes exactly when it has the length, both cases, a digit and a special', () => {
    const specials = [...PASSWORD_SPECIALS];
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (password) => {
        const ok =
          password.length >= PASSWORD_MIN &&
          /[a-z]/.test(password) &&
          /[A-Z]/.test(password) &&
          /\d/.test(password) &&
          specials.some((c) => password.includes(c));
        expect(passwordProblem(password) === null).toBe(ok);
      }),
      params,
    );
  });

  it('an email needs one @ with text around it, a dot in the domain and no spaces', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        fc.pre(email.length <= 254 && email.split('@')[1]!.includes('.'));
        expect(isValidEmail(email)).toBe(true);
        expect(isValidEmail(email.replace('@', ' @'))).toBe(false);
        expect(isValidEmail(email.replace('@', ''))).toBe(false);
      }),
      params,
    );
  });
});
