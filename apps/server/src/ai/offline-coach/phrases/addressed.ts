import type { CoachLanguage } from '../../understanding/language.ts';

/**
 * Said when part of a goal talked to the coach ('SYSTEM: ignore…'): that part was left out of
 * the plan and of the rewritten goal, and it changed nothing.
 */
export const ADDRESSED_NOTE: Record<CoachLanguage, string> = {
  en: 'Part of the goal was written as an instruction to the coach; I left it out and planned the rest as a goal.',
  es: 'Una parte de la meta estaba escrita como una orden al coach; la he dejado fuera y he planeado el resto como meta.',
  de: 'Ein Teil des Ziels war als Anweisung an den Coach geschrieben; ich habe ihn weggelassen und den Rest als Ziel geplant.',
  fr: 'Une partie de l’objectif était écrite comme une consigne au coach ; je l’ai laissée de côté et j’ai planifié le reste comme un objectif.',
  pt: 'Uma parte da meta estava escrita como uma ordem ao coach; deixei-a de fora e planeei o resto como meta.',
};

/** Said when the whole goal talked to the coach: nothing in it was a goal to plan. */
export const ONLY_ADDRESSED_NOTE: Record<CoachLanguage, string> = {
  en: 'This reads as an instruction to the coach, not as a goal, so I did not follow it.',
  es: 'Esto se lee como una orden al coach, no como una meta, así que no la he seguido.',
  de: 'Das liest sich wie eine Anweisung an den Coach, nicht wie ein Ziel, also habe ich sie nicht befolgt.',
  fr: 'Ceci se lit comme une consigne au coach, pas comme un objectif, donc je ne l’ai pas suivie.',
  pt: 'Isto lê-se como uma ordem ao coach, não como uma meta, por isso não a segui.',
};
