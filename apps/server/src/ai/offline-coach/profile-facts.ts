import { parseFacts } from '../understanding/facts.ts';
import { en } from './phrases/en.ts';

/**
 * Profile facts from what we know of the person: first the structured facts the coach acts on
 * (diet, mobility, work pattern, expertise, family, city), written so that reading them back
 * gives the same facts (in the English phrasebook's words); then sentences where they describe themselves, and their topics.
 */

const FACT_RE =
  /\b(i am|i'm|i work|i live|i love|i like|i build|i run|i write|i study|i teach|i help|my goal|working on|founder|engineer|designer|developer|student|writer|coach|manager|based in|dad|mom|parent)\b/i;

export function extractProfileFacts(input: {
  name: string;
  username: string;
  bio: string;
  posts: string[];
  myContext: string;
}): string[] {
  const sentences = [input.bio, input.myContext, ...input.posts]
    .join('\n')
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) =>
      s
        .replace(/https?:\/\/\S+/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((s) => s.length >= 8 && FACT_RE.test(s));
  const facts: string[] = structuredFacts(`${input.bio}\n${input.myContext}`);
  for (const s of sentences) {
    const f = s.slice(0, 200);
    if (!facts.some((x) => x.toLowerCase() === f.toLowerCase())) facts.push(f);
    if (facts.length >= 12) break;
  }
  const tags = new Map<string, number>();
  for (const p of input.posts)
    for (const t of p.match(/#[A-Za-z]\w{2,}/g) ?? []) tags.set(t.toLowerCase(), (tags.get(t.toLowerCase()) ?? 0) + 1);
  const top = [...tags.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 3)
    .map(([t]) => t);
  if (top.length && facts.length < 10) facts.push(`Posts often about ${top.join(', ')}`);
  return facts;
}

function structuredFacts(text: string): string[] {
  const f = parseFacts(text, []);
  const out: string[] = [];
  if (f.wheelchair) out.push('Uses a wheelchair');
  if (f.injury) out.push(`Has a bad ${f.injury}`);
  if (f.sightLoss) out.push('Is blind or partly sighted');
  if (f.postpartum) out.push('Had a baby recently');
  if (f.diet) out.push(`Eats ${f.diet}`);
  if (f.nightShifts) out.push('Works night shifts');
  if (f.onTheRoad) out.push('Works away from home for nights at a time');
  if (f.expertIn) out.push(`Works professionally in ${en.field[f.expertIn]}`);
  if (f.beginner) out.push('Describes themselves as a beginner');
  if (f.kids) out.push('Has kids');
  if (f.city) out.push(`Lives in ${f.city}`);
  return out;
}
