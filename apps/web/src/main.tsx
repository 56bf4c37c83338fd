import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/base.css';
import { hasCachedMember, hasTrustedSession, isVisitor } from './features/auth/session-check.ts';
import { takeBootData } from './features/auth/boot-data.ts';

const root = createRoot(document.getElementById('root')!);
// A transition: React renders the first screen in slices and yields between them, instead of one
// task that blocks input for the whole first render (the splash stays until it is ready).
const render = (node: ReactNode) => startTransition(() => root.render(<StrictMode>{node}</StrictMode>));
const path = window.location.pathname;
// A member's page load of '/' carries who they are and their goal list (decision 184): the server
// has just checked their session, so it counts as a check-auth answer and the app starts at once
// (`prepareApp` remembers the user, out of this task: decision 245).
const boot = takeBootData();

function startApp() {
  // A member's dashboard downloads beside the app, not after it (a member's page of '/' already
  // preloads both: vite.config.ts `memberPreloads`).
  if (path === '/') void import('./features/dashboard/dashboard-page.tsx');
  void import('./app/app.tsx').then(async ({ App, prepareApp }) => render(<App {...await prepareApp(boot)} />));
}

// A visitor's first page is the landing: it loads without the router, the query client or any
// member code (decision 182). The session check starts at once, beside the landing's code; a
// member (or an offline member) then gets the full app, which checks again. Every other page
// starts the full app, and so does '/' for a browser a member signed in on before (their
// dashboard, not the landing, is what '/' most likely shows).
const landing = !boot && (path === '/' ? !hasCachedMember() : path === '/invite' && !hasTrustedSession());
if (landing) {
  let member = false;
  const visitorCheck = isVisitor();
  void import('./app/visitor-landing.tsx').then(({ VisitorLanding }) => {
    if (!member) render(<VisitorLanding visitorCheck={visitorCheck} />);
  });
  void visitorCheck.then((visitor) => {
    member = !visitor;
    if (member) startApp();
  });
} else {
  startApp();
}
