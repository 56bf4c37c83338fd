import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export function ChartPage() {
  return <PlaceholderPage title="Your behaviour" detail="The chart is being built." />;
}
