import type { EvalCase } from '../types.ts';
import { heldoutSet1 } from './set-1.ts';
import { heldoutSet2 } from './set-2.ts';
import { heldoutSet3 } from './set-3.ts';
import { heldoutSet4 } from './set-4.ts';
import { heldoutSet5 } from './set-5.ts';
import { heldoutSet6 } from './set-6.ts';
import { heldoutSet7 } from './set-7.ts';
import { heldoutSet8 } from './set-8.ts';
import { heldoutSet9 } from './set-9.ts';
import { heldoutSet10 } from './set-10.ts';

/**
 * Held-out sets, oldest first. A set is clean until anyone reads its failures while changing the
 * coach; then it is marked seen and a new set is written (decision 091). Every set is scored and
 * printed on its own, with no threshold: only the clean one estimates how the coach does on goals
 * nobody tuned it for.
 */
export type HeldoutSet = { name: string; clean: boolean; cases: EvalCase[] };

export const heldoutSets: HeldoutSet[] = [
  { name: 'held-out set 1', clean: false, cases: heldoutSet1 },
  { name: 'held-out set 2', clean: false, cases: heldoutSet2 },
  { name: 'held-out set 3', clean: false, cases: heldoutSet3 },
  { name: 'held-out set 4', clean: false, cases: heldoutSet4 },
  { name: 'held-out set 5', clean: false, cases: heldoutSet5 },
  { name: 'held-out set 6', clean: false, cases: heldoutSet6 },
  { name: 'held-out set 7', clean: false, cases: heldoutSet7 },
  { name: 'held-out set 8', clean: false, cases: heldoutSet8 },
  { name: 'held-out set 9', clean: false, cases: heldoutSet9 },
  { name: 'held-out set 10', clean: true, cases: heldoutSet10 },
];
