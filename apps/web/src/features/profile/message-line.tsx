export type ProfileMessage = { text: string; isError: boolean };

/** The profile's status line: the server's error in red, else its message in normal style. */
export function MessageLine({ message }: { message: ProfileMessage | null }) {
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
