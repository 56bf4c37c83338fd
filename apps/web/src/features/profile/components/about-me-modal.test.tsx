import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render.tsx';
import { MESSAGES, MY_CONTEXT_MAX } from '@grindstone/contract';
import { ApiError } from '../../../lib/api-client.ts';
import { AboutMeModal } from './about-me-modal.tsx';
import { profileErrorText } from '../api/profile-api.ts';

describe('AboutMeModal', () => {
  it('counts characters and turns the counter red at the limit, never beyond it', () => {
    renderWithProviders(<AboutMeModal initial="hello" onClose={() => {}} onSaved={() => {}} />);
    expect(screen.getByRole('dialog', { name: MESSAGES.aboutMe })).toBeInTheDocument();
    const box = screen.getByPlaceholderText(MESSAGES.aboutMePlaceholder);
    const counter = screen.getByText(`5/${MY_CONTEXT_MAX} characters`);
    expect(counter).not.toHaveClass('error-text');
    fireEvent.change(box, { target: { value: 'y'.repeat(MY_CONTEXT_MAX - 1) } });
    expect(screen.getByText(`${MY_CONTEXT_MAX - 1}/${MY_CONTEXT_MAX} characters`)).not.toHaveClass('error-text');
    fireEvent.change(box, { target: { value: 'z'.repeat(MY_CONTEXT_MAX + 10) } });
    expect(screen.getByText(`${MY_CONTEXT_MAX}/${MY_CONTEXT_MAX} characters`)).toHaveClass('error-text');
  });
});

describe('profileErrorText', () => {
  it('shows the server text, else "An error occurred: ..."', () => {
    expect(profileErrorText(new ApiError(409, 'conflict', 'That email is already registered.', null))).toBe(
      'That email is already registered.',
    );
    expect(profileErrorText(new ApiError(0, 'NETWORK_ERROR', 'offline', null))).toBe('An error occurred: offline');
    expect(profileErrorText(new Error(''))).toBe('An error occurred: Unknown error');
  });
});
