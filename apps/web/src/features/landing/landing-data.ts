import { BarChart3, Brain, Compass, Flame, Share2, ShieldCheck, type LucideIcon } from 'lucide-react';

/** (docs/product.md#landing) the six features the landing page names. */
export const FEATURES: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Share2,
    title: 'Social integration',
    text: 'Connect your X account and Grindstone learns what you care about from your bio and posts. More platforms are planned.',
  },
  {
    icon: ShieldCheck,
    title: 'Goal fortification',
    text: 'One tap on Fortify rewrites a vague goal into a sharp, measurable one, and tells you why.',
  },
  {
    icon: Brain,
    title: 'Continuous learning',
    text: 'Every goal you set and every note you log teaches your coach more about how you work.',
  },
  {
    icon: Flame,
    title: 'Grind sessions',
    text: 'Drop a goal on the grindstone and get a personalised, timed challenge to push it forward now.',
  },
  {
    icon: Compass,
    title: 'Navigation assistance',
    text: 'Stuck on what to do first? Ask for your next move and get one clear recommendation.',
  },
  {
    icon: BarChart3,
    title: 'Behavioural analytics',
    text: 'See how you really work: what you finish, what you carry for weeks and when you do your best grinding.',
  },
];

/** (docs/product.md#landing) the five how-it-works steps. */
export const STEPS: { title: string; text: string }[] = [
  {
    title: 'Connect and profile',
    text: 'Verify your X account. We build a private profile of your interests and ambitions.',
  },
  {
    title: 'Set weekly goals',
    text: 'Write down what matters this week. Colours mark priority: red, purple, blue, white.',
  },
  { title: 'Fortify and execute', text: 'Sharpen each goal with the coach, then get to work and log your progress.' },
  { title: 'Take on challenges', text: 'Accept grind sessions: short, focused challenges with a countdown.' },
  { title: 'Reflect and improve', text: 'Review completed goals and your patterns, and set a better week.' },
];

/** The typed terminal demo in the hero. */
export const TERMINAL_LINES: { prompt?: boolean; text: string; tone?: 'accent' | 'muted' | 'success' }[] = [
  { prompt: true, text: 'grindstone goal add "ship the landing page"' },
  { text: '✓ goal set · priority: quick task', tone: 'success' },
  { prompt: true, text: 'grindstone fortify' },
  { text: '→ "Ship the landing page to production by Friday 17:00, reviewed by one peer"', tone: 'accent' },
  { prompt: true, text: 'grindstone next-move' },
  { text: 'Focus: the landing page. It is due soonest and you have momentum.', tone: 'muted' },
  { prompt: true, text: 'grindstone grind --minutes 25' },
  { text: '🔥 Grind accepted. 25:00 on the clock. Go.', tone: 'success' },
];

export const STAR_COUNT = 100;
export const METEOR_COUNT = 5;
export const COMPANY_X_URL = 'https://x.com/grindstoneapp';
