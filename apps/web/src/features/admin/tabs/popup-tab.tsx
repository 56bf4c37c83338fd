import { useQuery } from '@tanstack/react-query';
import { EmptyState, QueryState, Table, Td } from '../../../components/ui/index.ts';
import { when } from '../admin-format.ts';
import { popupQuery } from '../api/admin-api.ts';

export function PopupTab() {
  const q = useQuery(popupQuery);
  return (
    <QueryState
      query={q}
      isEmpty={(d) => d.responses.length === 0}
      empty={<EmptyState title="No popup answers yet">Answers to the mobile popup appear here.</EmptyState>}
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
    </QueryState>
  );
}
