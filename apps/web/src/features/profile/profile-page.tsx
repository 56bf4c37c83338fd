import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export function ProfilePage() {
  return <PlaceholderPage title="Profile" detail="The profile is being built." />;
}
