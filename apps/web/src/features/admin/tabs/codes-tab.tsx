import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import { INVITATION_CODE_MAX_DAYS, INVITATION_CODE_MAX_USES, INVITATION_CODE_NOTE_MAX } from '@grindstone/contract';
import { Button, EmptyState, QueryState, Table, Td, TextField, useToast } from '../../../components/ui/index.ts';
import { errorText, when } from '../admin-format.ts';
import { codesQuery, useCreateCode, useRevokeCode } from '../api/admin-api.ts';

/** Invitation codes: create one, copy it, see who redeemed it, revoke it. */
export function CodesTab() {
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
          max={INVITATION_CODE_MAX_USES}
          value={uses}
          onChange={(e) => setUses(e.target.value)}
        />
        <TextField
          label="Expires in days (empty: never)"
          type="number"
          min={1}
          max={INVITATION_CODE_MAX_DAYS}
          value={days}
          onChange={(e) => setDays(e.target.value)}
        />
        <TextField
          label="Note"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={INVITATION_CODE_NOTE_MAX}
        />
        <Button type="submit" variant="primary" loading={create.isPending}>
          Create code
        </Button>
      </form>
      <QueryState
        query={q}
        isEmpty={(d) => d.length === 0}
        empty={<EmptyState title="No invitation codes yet">Create one above, or approve an invite request.</EmptyState>}
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
      </QueryState>
    </>
  );
}
