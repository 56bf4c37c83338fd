import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health/health.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { onboardingRoutes } from './onboarding/onboarding.routes.ts';
import { adminRoutes } from './admin/admin.routes.ts';
import { goalsRoutes } from './goals/goals.routes.ts';
import { completedGoalsRoutes } from './completed-goals/completed-goals.routes.ts';
import { goalUpdatesRoutes } from './goal-updates/goal-updates.routes.ts';
import { chartRoutes } from './chart/chart.routes.ts';
import { coachRoutes } from './coach/coach.routes.ts';
import { notificationsRoutes } from './notifications/notifications.routes.ts';
import { profileRoutes } from './profile/profile.routes.ts';
import { feedbackRoutes } from './feedback/feedback.routes.ts';
import { activitiesRoutes } from './activities/activities.routes.ts';
import { subscriptionRoutes } from './subscription/subscription.routes.ts';
import { yourDataRoutes } from './your-data/your-data.routes.ts';
import { opsRoutes } from './ops/ops.routes.ts';
import { accessTokensRoutes } from './access-tokens/access-tokens.routes.ts';
import { mcpRoutes } from './mcp/mcp.routes.ts';
import { calendarRoutes } from './calendar/calendar.routes.ts';
import { reviewRoutes } from './review/review.routes.ts';
import { pushRoutes } from './push/push.routes.ts';
import { remindersRoutes } from './reminders/reminders.routes.ts';

/** Every feature's routes, each from its own folder, under /api (and /mcp). */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api' });
  await app.register(onboardingRoutes, { prefix: '/api' });
  await app.register(adminRoutes, { prefix: '/api' });
  await app.register(goalsRoutes, { prefix: '/api' });
  await app.register(completedGoalsRoutes, { prefix: '/api' });
  await app.register(goalUpdatesRoutes, { prefix: '/api' });
  await app.register(chartRoutes, { prefix: '/api' });
  await app.register(coachRoutes, { prefix: '/api' });
  await app.register(notificationsRoutes, { prefix: '/api' });
  await app.register(profileRoutes, { prefix: '/api' });
  await app.register(feedbackRoutes, { prefix: '/api' });
  await app.register(activitiesRoutes, { prefix: '/api' });
  await app.register(subscriptionRoutes, { prefix: '/api' });
  await app.register(yourDataRoutes, { prefix: '/api' });
  await app.register(opsRoutes, { prefix: '/api' });
  await app.register(accessTokensRoutes, { prefix: '/api' });
  await app.register(calendarRoutes, { prefix: '/api' });
  await app.register(reviewRoutes, { prefix: '/api' });
  await app.register(pushRoutes, { prefix: '/api' });
  await app.register(remindersRoutes, { prefix: '/api' });
  // The MCP endpoint for AI assistants, outside /api (its own protocol, tokens only).
  await app.register(mcpRoutes);
}
