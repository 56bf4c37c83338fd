/**
 * Public face of the coach feature. The dashboard wraps itself in CoachProvider,
 * renders CoachCard on the right (grind panel, next move, and the flip to the notifications
 * list) and calls useCoach().generateGrind(goal) when a goal is dropped on the grind image
 * (droppable id GRIND_DROP_ID). FortifyDialog opens from a goal's 'Fortify' chip.
 */
export { CoachProvider, useCoach, GRIND_DROP_ID, type CoachGoalRef, type GrindStatus } from './coach-context.tsx';
export { CoachCard } from './coach-card.tsx';
export { FortifyDialog, preloadFortifyDialog } from './lazy-fortify-dialog.ts';
export { GrindstoneImage } from './components/grindstone-image.tsx';
export { useGrindGenerator } from './hooks/use-grind-generator.ts';
export { useCoachQuota } from './api/coach-api.ts';
