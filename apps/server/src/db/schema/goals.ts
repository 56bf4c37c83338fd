import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uuid, integer, boolean, index, jsonb } from 'drizzle-orm/pg-core';
import { GOAL_PRIORITY_COLORS, type TIfThen } from '@grindstone/contract';
import { users } from './users.ts';

/** A goal; completing it sets completed_at (the completed list is the same table, filtered). */
export const goals = pgTable(
  'goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    borderColor: text('border_color', { enum: GOAL_PRIORITY_COLORS }).notNull().default('white'),
    warning: boolean('warning'),
    position: integer('position').notNull().default(0),
    /** The date the week badge counts from (docs/product.md#goal-card). */
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The if-then plan; its time and days are the plan's schedule (reminders, calendar feed). */
    ifThen: jsonb('if_then').$type<TIfThen>(),
    /** Set when a weekly review dropped the goal: it leaves the open list and can be restored. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Set by a delete: hidden everywhere, restorable for UNDO_WINDOW_MS, then deleted for good by a job. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('goals_open_idx')
      .on(t.userId, t.position)
      .where(sql`${t.completedAt} is null`),
    index('goals_completed_idx')
      .on(t.userId, t.completedAt)
      .where(sql`${t.completedAt} is not null`),
  ],
);

export const goalUpdates = pgTable(
  'goal_updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    goalId: uuid('goal_id')
      .notNull()
      .references(() => goals.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('goal_updates_goal_idx').on(t.goalId, t.createdAt),
    index('goal_updates_user_idx').on(t.userId, t.createdAt),
  ],
);
