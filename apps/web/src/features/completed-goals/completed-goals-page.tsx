import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export function CompletedGoalsPage() {
  return <PlaceholderPage title="Completed Goals" detail="The completed list is being built." />;
}
