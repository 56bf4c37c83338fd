import type { TRejectReason } from '@grindstone/contract';

/** What the held-out sets share: answers that plan a work block for what is a person or a feeling, per language. */
export const TEMPLATE = ['focused session*', 'deep work', 'work block'];
export const TEMPLATE_ES = ['sesion* de enfoque', 'trabajo profundo', 'bloque de trabajo'];
export const TEMPLATE_DE = ['fokus*', 'arbeitsblock', 'konzentrationsblock', 'deep work'];
export const TEMPLATE_FR = ['session* de concentration', 'travail profond', 'bloc de travail'];
export const TEMPLATE_PT = ['sessao de foco', 'sessoes de foco', 'trabalho profundo', 'bloco de trabalho'];

/** A grind the person turned down, with one of the app's reasons. */
export const rejected = (goalDescription: string, duration: number, rejectReason: TRejectReason) => ({
  goalDescription,
  state: 'rejected',
  duration,
  rejectReason,
});
