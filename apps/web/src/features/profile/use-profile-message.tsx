import { useCallback, useEffect, useRef, useState } from 'react';
import { PROFILE_MESSAGE_MS } from '@grindstone/contract';

export type ProfileMessage = { text: string; isError: boolean } | null;

/** The profile's status line: the server's error in red, else its message in normal style; clears after 3 s. */
export function useProfileMessage() {
  const [message, setMessage] = useState<ProfileMessage>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const show = useCallback((text: string, isError: boolean) => {
    if (timer.current) clearTimeout(timer.current);
    setMessage({ text, isError });
    timer.current = setTimeout(() => setMessage(null), PROFILE_MESSAGE_MS);
  }, []);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return { message, show };
}

export function MessageLine({ message }: { message: ProfileMessage }) {
  return (
    <div className="profile-message" aria-live="polite">
      {message && (
        <p role={message.isError ? 'alert' : 'status'} className={message.isError ? 'error-text' : undefined}>
          {message.text}
        </p>
      )}
    </div>
  );
}
