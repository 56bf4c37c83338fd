import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Link } from 'react-router';
import { AppLayout } from './app-layout.tsx';
import { RequireUser, RequireAdmin, VisitorOnly, HomeRoute } from '../features/auth/route-guards.tsx';
import { NotFoundPage, Spinner } from '../components/ui/index.ts';
import { RouteErrorPage } from './error-page.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';
import { PageShown } from '../lib/page-shown.ts';

/** While a page's chunk downloads: a quiet spinner under the top bar (not the welcome screen). */
function PageLoading() {
  return (
    <div className="page-loading">
      <Spinner size="lg" label="Loading page" />
    </div>
  );
}

/** Each page is its own chunk: a visitor never downloads the dashboard, the editor or the chart. */
/** `title` is the page's document title ("Chart · Grindstone"; null: just "Grindstone"). */
function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  title: string | null,
): ComponentType {
  const Lazy = lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }));
  return function LazyPage() {
    usePageTitle(title);
    return (
      <Suspense fallback={<PageLoading />}>
        <Lazy />
        <PageShown />
      </Suspense>
    );
  };
}

const LandingPage = lazyPage(
  async () => {
    const landing = await import('../features/landing/landing-page.tsx');
    return { LandingPage: () => <landing.LandingPage Link={Link} /> };
  },
  'LandingPage',
  null,
);
const DashboardPage = lazyPage(() => import('../features/dashboard/dashboard-page.tsx'), 'DashboardPage', 'Your goals');
const LoginPage = lazyPage(() => import('../features/auth/login-page.tsx'), 'LoginPage', 'Sign in');
const OnboardPage = lazyPage(() => import('../features/onboarding/onboard-page.tsx'), 'OnboardPage', 'Join');
const PrivacyPolicyPage = lazyPage(
  () => import('../features/legal/privacy-policy-page.tsx'),
  'PrivacyPolicyPage',
  'Privacy policy',
);
const TermsOfServicePage = lazyPage(
  () => import('../features/legal/terms-of-service-page.tsx'),
  'TermsOfServicePage',
  'Terms of service',
);
const ProfilePage = lazyPage(() => import('../features/profile/profile-page.tsx'), 'ProfilePage', 'Profile');
const AccessTokensPage = lazyPage(
  () => import('../features/access-tokens/access-tokens-page.tsx'),
  'AccessTokensPage',
  'Access tokens',
);
const CalendarPage = lazyPage(() => import('../features/calendar/calendar-page.tsx'), 'CalendarPage', 'Calendar feed');
const RemindersPage = lazyPage(() => import('../features/reminders/reminders-page.tsx'), 'RemindersPage', 'Reminders');
const FeedbackPage = lazyPage(() => import('../features/feedback/feedback-page.tsx'), 'FeedbackPage', 'Feedback');
const ChangePasswordPage = lazyPage(
  () => import('../features/change-password/change-password-page.tsx'),
  'ChangePasswordPage',
  'Change password',
);
const SubscribePage = lazyPage(
  () => import('../features/subscription/subscribe-page.tsx'),
  'SubscribePage',
  'Subscribe',
);
const CompletedGoalsPage = lazyPage(
  () => import('../features/completed-goals/completed-goals-page.tsx'),
  'CompletedGoalsPage',
  'Completed goals',
);
const GoalDetailPage = lazyPage(() => import('../features/goal-detail/goal-detail-page.tsx'), 'GoalDetailPage', 'Goal');
const ChartPage = lazyPage(() => import('../features/chart/chart-page.tsx'), 'ChartPage', 'Chart');
const ReviewPage = lazyPage(() => import('../features/review/review-page.tsx'), 'ReviewPage', 'Weekly review');
const GrindPage = lazyPage(() => import('../features/grind/grind-page.tsx'), 'GrindPage', 'Grind');
const AdminPage = lazyPage(() => import('../features/admin/admin-page.tsx'), 'AdminPage', 'Operator');

const member = (element: ReactNode) => <RequireUser>{element}</RequireUser>;

/** The route table (docs/product.md#routes), with its guards. */
export const routes = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <HomeRoute member={<DashboardPage />} visitor={<LandingPage />} /> },
      { path: '/invite', element: <LandingPage /> },
      {
        path: '/login',
        element: (
          <VisitorOnly>
            <LoginPage />
          </VisitorOnly>
        ),
      },
      {
        path: '/onboard',
        element: (
          <VisitorOnly>
            <OnboardPage />
          </VisitorOnly>
        ),
      },
      { path: '/privacy-policy', element: <PrivacyPolicyPage /> },
      { path: '/terms-of-service', element: <TermsOfServicePage /> },
      { path: '/profile', element: member(<ProfilePage />) },
      { path: '/profile/access-tokens', element: member(<AccessTokensPage />) },
      { path: '/profile/calendar', element: member(<CalendarPage />) },
      { path: '/profile/reminders', element: member(<RemindersPage />) },
      { path: '/feedback', element: member(<FeedbackPage />) },
      { path: '/change-password', element: member(<ChangePasswordPage />) },
      { path: '/subscribe', element: member(<SubscribePage />) },
      { path: '/completed', element: member(<CompletedGoalsPage />) },
      { path: '/goal/:goalId', element: member(<GoalDetailPage />) },
      { path: '/chart', element: member(<ChartPage />) },
      { path: '/review', element: member(<ReviewPage />) },
      { path: '/grind', element: member(<GrindPage />) },
      {
        path: '/admin/*',
        element: (
          <RequireAdmin>
            <AdminPage />
          </RequireAdmin>
        ),
      },
      {
        path: '*',
        element: (
          <>
            <NotFoundPage />
            <PageShown />
          </>
        ),
      },
      // A page that fails (its code did not load, or it broke) shows the product's error page
      // inside the app shell, the top bar still there.
    ].map((route) => ({ ...route, errorElement: <RouteErrorPage /> })),
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
