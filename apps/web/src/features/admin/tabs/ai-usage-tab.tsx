import { useQuery } from '@tanstack/react-query';
import { EmptyState, QueryState, Table, Td } from '../../../components/ui/index.ts';
import { aiUsageQuery } from '../api/admin-api.ts';

export function AiUsageTab() {
  const q = useQuery(aiUsageQuery);
  return (
    <QueryState
      query={q}
      isEmpty={(d) => d.byDay.length === 0}
      empty={<EmptyState title="No AI calls in the last 30 days" />}
    >
      {(d) => (
        <>
          <h2 className="admin-h2">Per day (last {d.days} days)</h2>
          <Table
            label="AI usage per day"
            head={[
              'Day',
              'Calls',
              'OK',
              'Repaired',
              'Offline fallback',
              'Errors',
              'Limited',
              'Tokens in/out',
              'Avg latency',
            ]}
          >
            {d.byDay.map((r) => (
              <tr key={r.day}>
                <Td label="Day">{r.day}</Td>
                <Td label="Calls">{r.calls}</Td>
                <Td label="OK">{r.ok}</Td>
                <Td label="Repaired">{r.repaired}</Td>
                <Td label="Offline fallback">{r.fallback}</Td>
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
          <Table
            label="AI usage per user"
            head={['Day', 'User', 'Calls', 'Repaired', 'Offline fallback', 'Errors', 'Limited']}
          >
            {d.byUser.map((r) => (
              <tr key={`${r.day}-${r.userId ?? 'none'}`}>
                <Td label="Day">{r.day}</Td>
                <Td label="User">{r.username ? `@${r.username}` : '—'}</Td>
                <Td label="Calls">{r.calls}</Td>
                <Td label="Repaired">{r.repaired}</Td>
                <Td label="Offline fallback">{r.fallback}</Td>
                <Td label="Errors">{r.errors}</Td>
                <Td label="Limited">{r.limited}</Td>
              </tr>
            ))}
          </Table>
        </>
      )}
    </QueryState>
  );
}
