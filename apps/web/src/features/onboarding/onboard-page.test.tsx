import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DM_VERIFICATION_MAX_MS, MESSAGES, VERIFICATION_TOAST_MS } from '@grindstone/contract';
import { json, mockApi, type ApiAnswer } from '../../testing/mock-api.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { OnboardPage } from './onboard-page.tsx';
import { registrationErrorText } from './registration-errors.ts';
import { ApiError } from '../../lib/api-client.ts';

/** The server for the wizard's happy path, unless a test overrides a route. */
function stubApi(overrides: Record<string, ApiAnswer> = {}) {
  return mockApi({
    'POST /api/auth/verify-invitation': () => json(200, { valid: true }),
    'POST /api/auth/check-twitter': () => json(200, { exists: false }),
    'POST /api/auth/check-email': () => json(200, { exists: false }),
    'GET /api/public-config': () =>
      json(200, { xAccountHandle: 'grindstoneapp', supportEmail: 'support@example.com', xVerifier: 'dev' }),
    'GET /api/x-access/verify-twitter/:username/:code': () => json(200, { found: true }),
    'POST /api/auth/register': () => json(201, { user: {} }),
    ...overrides,
  }).calls;
}

function renderWizard() {
  renderWithProviders(<OnboardPage />, { path: '/onboard', routes: { '/': 'dashboard' } });
}

const flush = () =>
  act(async () => {
    await Promise.resolve();
  });

async function click(name: string | RegExp) {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })));
}

async function toStepTwo() {
  fireEvent.change(screen.getByLabelText('Invitation code'), { target: { value: 'GRIND-AAAA-BBBB' } });
  await click('Verify Code');
  expect(await screen.findByText(MESSAGES.invitationVerified)).toBeInTheDocument();
  fireEvent.change(await screen.findByLabelText('X (Twitter) username'), { target: { value: 'ada_l' } });
  await click('Start Twitter Verification');
  return screen.findByRole('dialog', { name: 'Verify your X account' });
}

async function toStepThree() {
  const dialog = await toStepTwo();
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'I Sent the DM' })));
  expect(await screen.findByText(MESSAGES.twitterVerified)).toBeInTheDocument();
  await click('Continue');
  fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: 'ada@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Grind1!stone' } });
}

describe('registrationErrorText (registration server errors)', () => {
  it.each([
    [new ApiError(409, 'conflict', 'Email or Twitter username already exists', null), MESSAGES.registrationTaken],
    [new ApiError(400, 'validation', 'Invalid invitation code', null), MESSAGES.registrationInvalidCode],
    [
      new ApiError(403, 'forbidden', 'Please verify your X account first.', null),
      'Please verify your X account first.',
    ],
    [
      new ApiError(0, 'NETWORK_ERROR', 'No response received from server. Please try again.', null),
      MESSAGES.registrationNoResponse,
    ],
    [new Error('boom'), MESSAGES.registrationNoResponse],
  ])('maps %s', (err, text) => {
    expect(registrationErrorText(err)).toBe(text);
  });
});

describe('OnboardPage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    [
      'a taken email or username',
      () => json(409, { error: 'conflict', message: 'Email or Twitter username already exists' }),
      MESSAGES.registrationTaken,
    ],
    [
      'a used-up code',
      () => json(400, { error: 'validation', message: 'Invalid invitation code' }),
      MESSAGES.registrationInvalidCode,
    ],
    [
      'any other server text',
      () => json(400, { error: 'validation', message: 'Invalid X username' }),
      'Invalid X username',
    ],
    ['no response', () => Promise.reject(new TypeError('Failed to fetch')), MESSAGES.registrationNoResponse],
  ])('shows the registration error for %s and stays on step 3', async (_name, answer, text) => {
    stubApi({ 'POST /api/auth/register': answer });
    renderWizard();
    await toStepThree();
    await click('Create Account');
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.creatingAccount)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    // Only a dead code offers the way back to step 1.
    expect(screen.queryByRole('button', { name: 'Enter another code' }) !== null).toBe(
      text === MESSAGES.registrationInvalidCode,
    );
  });

  it('keeps Create Account disabled until the password passes every rule', async () => {
    stubApi();
    renderWizard();
    await toStepThree();
    const password = screen.getByLabelText(/^Password/);
    const create = screen.getByRole('button', { name: 'Create Account' });
    for (const [value, message] of [
      ['short1!', MESSAGES.passwordMin],
      ['alllower1!', MESSAGES.passwordCase],
      ['NoNumbers!', MESSAGES.passwordNumber],
      ['NoSpecial1', MESSAGES.passwordSpecial],
    ] as const) {
      fireEvent.change(password, { target: { value } });
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(create).toBeDisabled();
    }
    fireEvent.change(password, { target: { value: 'Grind1!stone' } });
    expect(create).toBeEnabled();
  });

  it('a DM that never arrives: the modal closes after 30 s and the failure toast stays 10 s', async () => {
    const calls = stubApi({ 'GET /api/x-access/verify-twitter/:username/:code': () => json(200, { found: false }) });
    renderWizard();
    const dialog = await toStepTwo();
    // Fake clocks only now: findBy* polls with real timers.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'I Sent the DM' })));
    expect(within(dialog).getByText(/Looking for your message/)).toBeInTheDocument();
    // The wait ends by the 30 s at the latest (100 ms steps, so the toast's start is known).
    let waited = 0;
    while (screen.queryByRole('dialog') && waited <= DM_VERIFICATION_MAX_MS) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(100);
      });
      waited += 100;
    }
    expect(waited).toBeGreaterThan(20_000);
    expect(waited).toBeLessThanOrEqual(DM_VERIFICATION_MAX_MS);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText(MESSAGES.verificationFailed)).toBeInTheDocument();
    // It asked more than once inside the 30 s, and no more than the 5 checks the server allows.
    const asked = calls.filter((c) => c.path.startsWith('/api/x-access/verify-twitter/')).length;
    expect(asked).toBeGreaterThan(1);
    expect(asked).toBeLessThanOrEqual(5);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(VERIFICATION_TOAST_MS - 200);
    });
    expect(screen.getByText(MESSAGES.verificationFailed)).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(screen.queryByText(MESSAGES.verificationFailed)).not.toBeInTheDocument();
    // Still on step 2, ready to try again.
    expect(screen.getByRole('button', { name: 'Start Twitter Verification' })).toBeEnabled();
  });

  it('an error from the verifier: the modal closes and the error toast stays 10 s', async () => {
    stubApi({
      'GET /api/x-access/verify-twitter/:username/:code': () =>
        json(502, { error: 'bad_gateway', message: 'X is not answering' }),
    });
    renderWizard();
    const dialog = await toStepTwo();
    // Fake clocks only now: findBy* polls with real timers.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'I Sent the DM' })));
    await flush();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText(MESSAGES.verificationError)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.verificationFailed)).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(VERIFICATION_TOAST_MS - 100);
    });
    expect(screen.getByText(MESSAGES.verificationError)).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(screen.queryByText(MESSAGES.verificationError)).not.toBeInTheDocument();
  });

  it('a 429 on the invitation code shows the 15-minute text; other failures the check error', async () => {
    stubApi({
      'POST /api/auth/verify-invitation': () =>
        json(429, { error: 'rate_limited', message: MESSAGES.invitationTooMany }),
    });
    renderWizard();
    fireEvent.change(screen.getByLabelText('Invitation code'), { target: { value: 'X' } });
    await click('Verify Code');
    expect(await screen.findByText(MESSAGES.invitationTooMany)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify Code' })).toBeInTheDocument();
  });
});
