import { useQuery } from '@tanstack/react-query';
import { EmptyState, QueryState, Table, Td } from '../../../components/ui/index.ts';
import { when } from '../admin-format.ts';
import { usersQuery } from '../api/admin-api.ts';

export function UsersTab() {
  const q = useQuery(usersQuery);
  return (
    <QueryState query={q} isEmpty={(d) => d.length === 0} empty={<EmptyState title="No users yet" />}>
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
    </QueryState>
  );
}
