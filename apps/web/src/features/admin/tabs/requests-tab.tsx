import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { Banner, Button, EmptyState, QueryState, Table, Td, useToast } from '../../../components/ui/index.ts';
import { errorText, when } from '../admin-format.ts';
import { requestsQuery, useApproveRequest, useRejectRequest } from '../api/admin-api.ts';

/** Invite requests from the landing page: approve (a code, mailed when there is an address) or reject. */
export function RequestsTab() {
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
      <QueryState
        query={q}
        isEmpty={(d) => d.length === 0}
        empty={<EmptyState title="No invite requests yet">Requests from the landing page appear here.</EmptyState>}
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
      </QueryState>
    </>
  );
}
