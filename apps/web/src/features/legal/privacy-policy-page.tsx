import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export function PrivacyPolicyPage() {
  return <PlaceholderPage title="Privacy Policy" detail="The privacy policy is being written." />;
}
