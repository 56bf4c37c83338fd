import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export function ChangePasswordPage() {
  return <PlaceholderPage title="Change Password" detail="Password change is being built." />;
}
