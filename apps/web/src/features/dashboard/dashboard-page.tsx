import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export function DashboardPage() {
  return <PlaceholderPage title="Your goals" detail="The goal list is being built." />;
}
