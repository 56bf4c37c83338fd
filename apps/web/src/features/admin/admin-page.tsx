import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export function AdminPage() {
  return <PlaceholderPage title="Operator" detail="The operator pages are being built." />;
}
