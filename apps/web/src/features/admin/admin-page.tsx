import { useState, type FormEvent, type ReactNode } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Check, Copy, Mail, X } from 'lucide-react';
import { Banner, Button, EmptyState, Spinner, TextField, useToast } from '../../components/ui/index.ts';
import type { TAdminMail } from '@grindstone/contract';
import { ApiError } from '../../lib/api-client.ts';
import {
  aiUsageQuery,
  codesQuery,
  feedbackQuery,
  mailQuery,
  popupQuery,
  requestsQuery,
  useApproveRequest,
  useCreateCode,
  useRejectRequest,
  useResendMail,
  useRevokeCode,
  usersQuery,
} from './api/admin-api.ts';
import './admin.css';

const TABS = [
  { id: 'requests', label: 'Invite requests' },
  { id: 'codes', label: 'Invitation codes' },
  { id: 'users', label: 'Users' },
  { id: 'feedback', label: 'Feedback' },
  { id: 'popup', label: 'Popup responses' },
  { id: 'mail', label: 'Mail outbox' },
  { id: 'ai', label: 'AI usage' },
] as const;
type TabId = (typeof TABS)[number]['id'];

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—';
const errorText = (err: unknown) => (err instanceof ApiError ? err.message : 'Something went wrong.');

/** /admin: the operator's pages (admin role only; the server answers 404 to anyone else). */
export function AdminPage() {
  const [tab, setTab] = useState<TabId>('requests');
  return (
    <main className="page admin">
      <h1>Operator</h1>
      <div role="tablist" aria-label="Operator sections" className="admin-tabs">
        {TABS.map((t) => (
          <button
            key={t.id}
            role="tab"
            type="button"
            id={`tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            className={`admin-tab${tab === t.id ? ' is-active' : ''}`}
            onClick={() => setTab(t.id)}
            onKeyDown={(e) => {
              const i = TABS.findIndex((x) => x.id === tab);
              if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
                const next = TABS[(i + (e.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length]!;
                setTab(next.id);
                document.getElementById(`tab-${next.id}`)?.focus();
              }
            }}
          >
            {t.label}
          </button>
        ))}
      </div>
      <section role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="admin-panel">
        {tab === 'requests' && <RequestsTab />}
        {tab === 'codes' && <CodesTab />}
        {tab === 'users' && <UsersTab />}
        {tab === 'feedback' && <FeedbackTab />}
        {tab === 'popup' && <PopupTab />}
        {tab === 'mail' && <MailTab />}
        {tab === 'ai' && <AiTab />}
      </section>
    </main>
  );
}

function Loaded<T>({
  q,
  empty,
  emptyTitle,
  emptyText,
  children,
}: {
  q: UseQueryResult<T>;
  empty: (d: T) => boolean;
  emptyTitle: string;
  emptyText?: string;
  children: (d: T) => ReactNode;
}) {
  if (q.isPending) return <Spinner label="Loading..." />;
  if (q.isError) return <Banner tone="danger">{errorText(q.error)}</Banner>;
  if (empty(q.data)) return <EmptyState title={emptyTitle}>{emptyText}</EmptyState>;
  return <>{children(q.data)}</>;
}

function Table({ head, children, label }: { head: string[]; children: ReactNode; label: string }) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table" aria-label={label}>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
/** One cell; its content sits in one wrapper so the phone layout (label | value grid) keeps it together. */
const Td = ({ label, children, className }: { label: string; children: ReactNode; className?: string }) => (
  <td data-label={label} className={className}>
    {children === false || children === null || children === undefined ? null : (
      <div className="admin-cell">{children}</div>
    )}
  </td>
);

function RequestsTab() {
  const q = useQuery(requestsQuery);
  const approve = useApproveRequest();
  const reject = useRejectRequest();
  const toast = useToast();
  const [last, setLast] = useState<{ code: string; mail: string | null; link: string } | null>(null);
  async function onApprove(id: string) {
    try {
      const a = await approve.mutateAsync(id);
      setLast({ code: a.code, mail: a.mail?.status ?? null, link: a.registrationLink });
      toast.show(`Approved: code ${a.code}`, { tone: 'success' });
    } catch (err) {
      toast.show(errorText(err), { tone: 'danger' });
    }
  }
  return (
    <>
      {last && (
        <Banner tone="success">
          Code <strong className="mono">{last.code}</strong>{' '}
          {last.mail === null
            ? 'was created; there is no email, share the link yourself:'
            : last.mail === 'outbox'
              ? 'waits in the mail outbox (no SMTP): forward it, or share the link:'
              : `was ${last.mail === 'queued' ? 'queued for sending' : last.mail} (see the mail outbox):`}{' '}
          <span className="mono admin-break">{last.link}</span>
        </Banner>
      )}
      <Loaded
        q={q}
        empty={(d) => d.length === 0}
        emptyTitle="No invite requests yet"
        emptyText="Requests from the landing page appear here."
      >
        {(rows) => (
          <Table label="Invite requests" head={['Name', 'X', 'Email', 'Requested', 'Status', '']}>
            {rows.map((r) => (
              <tr key={r.id}>
                <Td label="Name">{r.name}</Td>
                <Td label="X">@{r.twitter}</Td>
                <Td label="Email">{r.email ?? '—'}</Td>
                <Td label="Requested">{when(r.createdAt)}</Td>
                <Td label="Status">
                  <span className={`admin-status s-${r.status}`}>{r.status}</span>
                  {r.code && <span className="mono"> {r.code}</span>}
                </Td>
                <Td label="Actions" className="admin-actions">
                  {r.status === 'pending' && (
                    <>
                      <Button
                        size="sm"
                        variant="primary"
                        icon={<Check size={14} aria-hidden="true" />}
                        onClick={() => onApprove(r.id)}
                        loading={approve.isPending && approve.variables === r.id}
                        aria-label={`Approve ${r.name}`}
                      >
                        Approve
                      </Button>
                      <Button
                        size="sm"
                        variant="danger"
                        icon={<X size={14} aria-hidden="true" />}
                        onClick={() => reject.mutate(r.id)}
                        aria-label={`Reject ${r.name}`}
                      >
                        Reject
                      </Button>
                    </>
                  )}
                </Td>
              </tr>
            ))}
          </Table>
        )}
      </Loaded>
    </>
  );
}

function CodesTab() {
  const q = useQuery(codesQuery);
  const create = useCreateCode();
  const revoke = useRevokeCode();
  const toast = useToast();
  const [uses, setUses] = useState('1');
  const [days, setDays] = useState('');
  const [note, setNote] = useState('');
  async function submit(e: FormEvent) {
    e.preventDefault();
    try {
      const c = await create.mutateAsync({
        uses: Number(uses) || 1,
        expiresInDays: days ? Number(days) : null,
        note: note || undefined,
      });
      toast.show(`Code ${c.code} created`, { tone: 'success' });
      setNote('');
    } catch (err) {
      toast.show(errorText(err), { tone: 'danger' });
    }
  }
  return (
    <>
      <form className="admin-create card" onSubmit={submit}>
        <TextField
          label="Uses"
          type="number"
          min={1}
          max={10000}
          value={uses}
          onChange={(e) => setUses(e.target.value)}
        />
        <TextField
          label="Expires in days (empty: never)"
          type="number"
          min={1}
          max={3650}
          value={days}
          onChange={(e) => setDays(e.target.value)}
        />
        <TextField label="Note" value={note} onChange={(e) => setNote(e.target.value)} maxLength={200} />
        <Button type="submit" variant="primary" loading={create.isPending}>
          Create code
        </Button>
      </form>
      <Loaded
        q={q}
        empty={(d) => d.length === 0}
        emptyTitle="No invitation codes yet"
        emptyText="Create one above, or approve an invite request."
      >
        {(rows) => (
          <Table label="Invitation codes" head={['Code', 'Status', 'Uses', 'Expires', 'Redeemed by', 'Note', '']}>
            {rows.map((c) => (
              <tr key={c.id}>
                <Td label="Code" className="mono">
                  {c.code}{' '}
                  <button
                    type="button"
                    className="admin-icon-btn"
                    aria-label={`Copy ${c.code}`}
                    onClick={() =>
                      navigator.clipboard?.writeText(c.code).then(
                        () => toast.show('Copied'),
                        () => undefined,
                      )
                    }
                  >
                    <Copy size={14} aria-hidden="true" />
                  </button>
                </Td>
                <Td label="Status">
                  <span className={`admin-status s-${c.status}`}>{c.status}</span>
                </Td>
                <Td label="Uses">
                  {c.usesCount}/{c.usesAllowed}
                </Td>
                <Td label="Expires">{when(c.expiresAt)}</Td>
                <Td label="Redeemed by">
                  {c.redemptions.length
                    ? c.redemptions.map((r) => `@${r.username ?? 'deleted'} (${when(r.createdAt)})`).join(', ')
                    : '—'}
                </Td>
                <Td label="Note">{c.note ?? '—'}</Td>
                <Td label="Actions" className="admin-actions">
                  {c.status === 'active' && (
                    <Button
                      size="sm"
                      variant="danger"
                      onClick={() => revoke.mutate(c.code)}
                      aria-label={`Revoke ${c.code}`}
                    >
                      Revoke
                    </Button>
                  )}
                </Td>
              </tr>
            ))}
          </Table>
        )}
      </Loaded>
    </>
  );
}

function UsersTab() {
  const q = useQuery(usersQuery);
  return (
    <Loaded q={q} empty={(d) => d.length === 0} emptyTitle="No users yet">
      {(rows) => (
        <Table
          label="Users"
          head={['Name', 'Username', 'Email', 'Role', 'Onboarding', 'Subscription', 'Last active', 'Joined']}
        >
          {rows.map((u) => (
            <tr key={u.id}>
              <Td label="Name">{u.name}</Td>
              <Td label="Username">@{u.username}</Td>
              <Td label="Email">{u.email}</Td>
              <Td label="Role">{u.role}</Td>
              <Td label="Onboarding">
                <span className={`admin-status s-${u.onboardingStatus}`}>{u.onboardingStatus}</span>
              </Td>
              <Td label="Subscription">{u.subscriptionStatus}</Td>
              <Td label="Last active">{u.lastActiveDay ?? '—'}</Td>
              <Td label="Joined">{when(u.createdAt)}</Td>
            </tr>
          ))}
        </Table>
      )}
    </Loaded>
  );
}

function FeedbackTab() {
  const q = useQuery(feedbackQuery);
  return (
    <Loaded
      q={q}
      empty={(d) => d.length === 0}
      emptyTitle="No feedback yet"
      emptyText="What members send from the Feedback page appears here."
    >
      {(rows) => (
        <ul className="admin-list">
          {rows.map((f) => (
            <li key={f.id} className="card">
              <p className="admin-pre">{f.feedback}</p>
              <p className="muted">
                @{f.username ?? 'deleted user'} · {when(f.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Loaded>
  );
}

function PopupTab() {
  const q = useQuery(popupQuery);
  return (
    <Loaded
      q={q}
      empty={(d) => d.responses.length === 0}
      emptyTitle="No popup answers yet"
      emptyText="Answers to the mobile popup appear here."
    >
      {(d) => (
        <>
          <p className="admin-totals">
            <strong>{d.totals.interested}</strong> interested · <strong>{d.totals.notInterested}</strong> not interested
          </p>
          <Table label="Popup responses" head={['Response', 'Who', 'When']}>
            {d.responses.map((r) => (
              <tr key={r.id}>
                <Td label="Response">{r.response}</Td>
                <Td label="Who">{r.username ? `@${r.username}` : 'visitor'}</Td>
                <Td label="When">{when(r.createdAt)}</Td>
              </tr>
            ))}
          </Table>
        </>
      )}
    </Loaded>
  );
}

/** Attempts, last try and last error of a mail the job sends (nothing for the hand-forwarded outbox). */
function mailAttempts(m: TAdminMail): string {
  if (m.status === 'outbox') return '';
  const tries = `${m.attempts} attempt${m.attempts === 1 ? '' : 's'}`;
  return ` · ${tries}${m.lastAttemptAt ? `, last ${when(m.lastAttemptAt)}` : ''}`;
}

function MailTab() {
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
      <Loaded
        q={q}
        empty={(d) => d.mails.length === 0}
        emptyTitle="No mail yet"
        emptyText="Approving an invite request mails its code."
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
      </Loaded>
    </>
  );
}

function AiTab() {
  const q = useQuery(aiUsageQuery);
  return (
    <Loaded q={q} empty={(d) => d.byDay.length === 0} emptyTitle="No AI calls in the last 30 days">
      {(d) => (
        <>
          <h2 className="admin-h2">Per day (last {d.days} days)</h2>
          <Table
            label="AI usage per day"
            head={['Day', 'Calls', 'OK', 'Errors', 'Limited', 'Tokens in/out', 'Avg latency']}
          >
            {d.byDay.map((r) => (
              <tr key={r.day}>
                <Td label="Day">{r.day}</Td>
                <Td label="Calls">{r.calls}</Td>
                <Td label="OK">{r.ok}</Td>
                <Td label="Errors">{r.errors}</Td>
                <Td label="Limited">{r.limited}</Td>
                <Td label="Tokens in/out">
                  {r.inputTokens}/{r.outputTokens}
                </Td>
                <Td label="Avg latency">{Math.round(r.avgLatencyMs)} ms</Td>
              </tr>
            ))}
          </Table>
          <h2 className="admin-h2">Per user and day</h2>
          <Table label="AI usage per user" head={['Day', 'User', 'Calls', 'Errors', 'Limited']}>
            {d.byUser.map((r) => (
              <tr key={`${r.day}-${r.userId ?? 'none'}`}>
                <Td label="Day">{r.day}</Td>
                <Td label="User">{r.username ? `@${r.username}` : '—'}</Td>
                <Td label="Calls">{r.calls}</Td>
                <Td label="Errors">{r.errors}</Td>
                <Td label="Limited">{r.limited}</Td>
              </tr>
            ))}
          </Table>
        </>
      )}
    </Loaded>
  );
}
