import { useState } from 'react';
import { Check, Copy, RefreshCw } from 'lucide-react';
import { CALENDAR_MESSAGES, MESSAGES } from '@grindstone/contract';
import { Button, PageHeader, QueryState } from '../../components/ui/index.ts';
import { useCalendarFeed, useRevokeCalendarFeed, useRotateCalendarFeed } from './api/calendar-api.ts';
import './calendar.css';
import { serverMessage } from '../../lib/api-client.ts';

/** /profile/calendar: the secret ICS address of the person's deadlines and grinds, shown once, rotatable. */
export function CalendarPage() {
  const feed = useCalendarFeed();
  const rotate = useRotateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  const [message, setMessage] = useState<{ text: string; isError: boolean } | null>(null);

  function makeLink() {
    const wasActive = feed.data?.active ?? false;
    setMessage(null);
    setCopied(null);
    rotate.mutate(undefined, {
      onSuccess: (answer) => {
        setUrl(answer.url);
        setMessage({ text: wasActive ? CALENDAR_MESSAGES.rotated : CALENDAR_MESSAGES.created, isError: false });
      },
      onError: (err) => setMessage({ text: serverMessage(err), isError: true }),
    });
  }

  function turnOff() {
    setMessage(null);
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        setMessage({ text: CALENDAR_MESSAGES.revoked, isError: false });
      },
      onError: (err) => setMessage({ text: serverMessage(err), isError: true }),
    });
  }

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  const active = feed.data?.active ?? false;
  return (
    <main className="page-narrow calendar-page">
      <PageHeader back="profile" title={CALENDAR_MESSAGES.title} intro={CALENDAR_MESSAGES.intro} />

      <section className="card profile-section calendar-card" aria-labelledby="calendar-link-title">
        <h2 id="calendar-link-title">{CALENDAR_MESSAGES.label}</h2>
        <QueryState query={feed} loadingLabel={MESSAGES.loading} error={serverMessage}>
          {() => (
            <>
              {url ? (
                <>
                  <div className="calendar-secret">
                    <label htmlFor="calendar-url" className="visually-hidden">
                      {CALENDAR_MESSAGES.label}
                    </label>
                    <input
                      id="calendar-url"
                      className="input"
                      readOnly
                      value={url}
                      onFocus={(e) => e.target.select()}
                    />
                    <Button
                      onClick={() => void copy(url)}
                      icon={copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
                    >
                      {copied ? CALENDAR_MESSAGES.copied : CALENDAR_MESSAGES.copy}
                    </Button>
                  </div>
                  <p className="calendar-copy-status" role="status">
                    {copied === true
                      ? CALENDAR_MESSAGES.linkCopied
                      : copied === false
                        ? CALENDAR_MESSAGES.copyFailed
                        : ''}
                  </p>
                </>
              ) : (
                <p className="muted">{active ? CALENDAR_MESSAGES.active : CALENDAR_MESSAGES.none}</p>
              )}
              <div className="calendar-actions">
                <Button
                  variant="primary"
                  icon={<RefreshCw size={16} aria-hidden="true" />}
                  onClick={makeLink}
                  disabled={rotate.isPending}
                >
                  {active ? CALENDAR_MESSAGES.rotate : CALENDAR_MESSAGES.create}
                </Button>
                {active && (
                  <Button onClick={turnOff} disabled={revoke.isPending}>
                    {CALENDAR_MESSAGES.revoke}
                  </Button>
                )}
              </div>
            </>
          )}
        </QueryState>
      </section>

      <p className={message?.isError ? 'error-text' : 'success-text'} role="status">
        {message?.text ?? ''}
      </p>
    </main>
  );
}
