import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export function LoginPage() {
  return <PlaceholderPage title="Sign In" detail="Sign-in is being built." />;
}
