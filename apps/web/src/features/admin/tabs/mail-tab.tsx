import { useQuery } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import type { TAdminMail } from '@grindstone/contract';
import { Banner, Button, EmptyState, QueryState, useToast } from '../../../components/ui/index.ts';
import { count } from '../../../lib/count.ts';
import { errorText, when } from '../admin-format.ts';
import { mailQuery, useResendMail } from '../api/admin-api.ts';

/** Attempts, last try and last error of a mail the job sends (nothing for the hand-forwarded outbox). */
function mailAttempts(m: TAdminMail): string {
  if (m.status === 'outbox') return '';
  const tries = count(m.attempts, 'attempt');
  return ` · ${tries}${m.lastAttemptAt ? `, last ${when(m.lastAttemptAt)}` : ''}`;
}

export function MailTab() {
  const q = useQuery(mailQuery);
  const resend = useResendMail();
  const toast = useToast();
  async function onResend(m: TAdminMail) {
    try {
      await resend.mutateAsync(m.id);
      toast.show(`Queued again: ${m.subject} → ${m.to}`, { tone: 'success' });
    } catch (err) {
      toast.show(errorText(err), { tone: 'danger' });
    }
  }
  return (
    <>
      {q.data && !q.data.smtp && (
        <Banner tone="info">
          SMTP_URL is not set: mail waits here. Forward it by hand, or set SMTP_URL to send it.
        </Banner>
      )}
      <QueryState
        query={q}
        isEmpty={(d) => d.mails.length === 0}
        empty={<EmptyState title="No mail yet">Approving an invite request mails its code.</EmptyState>}
      >
        {(d) => (
          <ul className="admin-list">
            {d.mails.map((m) => (
              <li key={m.id} className="card">
                <p className="admin-mail-head">
                  <Mail size={16} aria-hidden="true" /> <strong>{m.subject}</strong> → {m.to}{' '}
                  <span className={`admin-status s-${m.status}`}>{m.status}</span>
                </p>
                <pre className="admin-pre">{m.text}</pre>
                <p className="muted">
                  {when(m.createdAt)}
                  {mailAttempts(m)}
                </p>
                {m.error && m.status !== 'sent' && <p className="admin-mail-error">Last error: {m.error}</p>}
                {d.smtp && (m.status === 'failed' || m.status === 'queued') && (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Resend ${m.subject} to ${m.to}`}
                    disabled={resend.isPending}
                    onClick={() => void onResend(m)}
                  >
                    Resend
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}
