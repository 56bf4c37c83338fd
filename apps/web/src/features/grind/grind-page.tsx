import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export function GrindPage() {
  return <PlaceholderPage title="Grind" detail="Grind sessions are being built." />;
}
