import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export function GoalDetailPage() {
  return <PlaceholderPage title="Goal" detail="Goal detail is being built." />;
}
