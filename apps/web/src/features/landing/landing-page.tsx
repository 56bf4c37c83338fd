import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export function LandingPage() {
  return <PlaceholderPage title="Grindstone" detail="Weekly goals with an AI coach. Invite only." />;
}
