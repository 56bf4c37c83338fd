import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export function OnboardPage() {
  return <PlaceholderPage title="Create your account" detail="Registration is being built." />;
}
