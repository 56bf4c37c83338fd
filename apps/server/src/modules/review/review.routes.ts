import type { FastifyInstance } from 'fastify';
import * as reviewEndpoints from '@grindstone/contract/endpoints/review';
import { route } from '../../http/route.ts';
import { userOf } from '../../plugins/session.ts';
import { readReview, readStreak, restoreGoal, saveReview } from './review.service.ts';
import { scheduleNextReviewSweep } from './review-notice.job.ts';

/** The weekly review, its decisions, restoring a dropped goal, and the weekly streak. */
export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  route(app, reviewEndpoints.readReview, (req) =>
    readReview(app.db, { userId: userOf(req).id, week: req.query.week, coach: app.coach, log: app.log }),
  );
  route(app, reviewEndpoints.saveReview, (req) => saveReview(app.db, { userId: userOf(req).id, body: req.body }));
  route(app, reviewEndpoints.restoreGoal, (req) =>
    restoreGoal(app.db, { userId: userOf(req).id, goalId: req.body.goalId }),
  );
  route(app, reviewEndpoints.readStreak, (req) => readStreak(app.db, userOf(req).id));

  // The Monday notice sweeps on the job runner; tests call the sweep directly.
  if (app.config.NODE_ENV !== 'test') {
    app.addHook('onReady', async () => {
      await scheduleNextReviewSweep(app.db);
    });
  }
}
