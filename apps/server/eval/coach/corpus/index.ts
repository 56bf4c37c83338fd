import type { EvalCase } from '../types.ts';
import en from './en.ts';
import es from './es.ts';
import de from './de.ts';
import fr from './fr.ts';
import pt from './pt.ts';
import other from './other.ts';

/** Every case of the coach evaluation, one file per language. */
export const corpus: EvalCase[] = [...en, ...es, ...de, ...fr, ...pt, ...other];
