import { describe, expect, it, vi, afterEach } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render.tsx';
import { MESSAGES, PASSWORD_MESSAGE_MS } from '@grindstone/contract';
import { ApiError } from '../../lib/api-client.ts';
import { ChangePasswordPage } from './change-password-page.tsx';
import { passwordErrorText, passwordFormProblem } from './change-password-api.ts';

describe('change password rules and texts', () => {
  it('checks the fields in the spec order', () => {
    expect(passwordFormProblem('', 'abcdefgh', 'abcdefgh')).toBe(MESSAGES.fillAllFields);
    expect(passwordFormProblem('x', 'abcdefgh', 'abcdefgX')).toBe(MESSAGES.passwordsDoNotMatch);
    expect(passwordFormProblem('x', 'abc', 'abc')).toBe(MESSAGES.passwordMinChange);
    // The registration rule, one rule for every password.
    expect(passwordFormProblem('x', 'abcdefgh', 'abcdefgh')).toBe(MESSAGES.passwordCase);
    expect(passwordFormProblem('x', 'Abcdefgh', 'Abcdefgh')).toBe(MESSAGES.passwordNumber);
    expect(passwordFormProblem('x', 'Abcdefg1', 'Abcdefg1')).toBe(MESSAGES.passwordSpecial);
    expect(passwordFormProblem('x', 'Abcdef1!', 'Abcdef1!')).toBeNull();
  });
  it('maps failures to the product texts', () => {
    expect(passwordErrorText(new ApiError(0, 'NETWORK_ERROR', 'x', null))).toBe(MESSAGES.networkUnreachable);
    expect(passwordErrorText(new ApiError(403, 'forbidden', 'Your current password is incorrect.', null))).toBe(
      'Your current password is incorrect.',
    );
    expect(passwordErrorText(new ApiError(500, 'internal', '', null))).toBe(MESSAGES.unexpectedError);
    expect(passwordErrorText(new Error(''))).toBe(MESSAGES.anError);
  });
});

describe('ChangePasswordPage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  it('shows a message and clears it after 2.5 s', () => {
    vi.useFakeTimers();
    renderWithProviders(<ChangePasswordPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByText(MESSAGES.fillAllFields)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(PASSWORD_MESSAGE_MS - 1));
    expect(screen.getByText(MESSAGES.fillAllFields)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(MESSAGES.fillAllFields)).toBeNull();
  });
});
