import { parseFacts } from '../understanding/facts.ts';
import { en } from './phrases/en.ts';

/**
 * Profile facts from what we know of the person: first the structured facts the coach acts on
 * (health, diet, money, mobility, work pattern, expertise, family, home, city), written so that reading them back
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
  if (f.sightLoss) out.push('Is visually impaired');
  if (f.pregnant) out.push('Is pregnant');
  if (f.postpartum) out.push('Had a baby recently');
  if (f.tiresQuickly !== undefined)
    out.push(f.tiresQuickly ? `Has ${f.tiresQuickly} and tires quickly` : 'Tires quickly');
  if (f.diabetes) out.push('Has diabetes');
  if (f.asthma) out.push('Has asthma');
  if (f.adhd) out.push('Has ADHD');
  if (f.diet) out.push(`Eats ${f.diet}`);
  if (f.allergy) out.push(`Is allergic to ${f.allergy}`);
  if (f.budgetAmount) out.push(`Can spend ${f.budgetAmount}`);
  if (f.tightBudget) out.push('Money is tight');
  if (f.carer) out.push('Is a carer');
  if (f.nightShifts) out.push('Works night shifts');
  if (f.onTheRoad) out.push('Works away from home for nights at a time');
  if (f.worksFromHome) out.push('Works in a home office');
  if (f.expertIn) out.push(`Works professionally in ${en.field[f.expertIn]}`);
  if (f.beginner) out.push('Describes themselves as a beginner');
  if (f.kids) out.push('Has kids');
  if (f.noCar) out.push('Has no car');
  if (f.noLifting) out.push('Must not lift anything heavy');
  if (f.noGarden) out.push('Has no garden');
  if (f.city) out.push(`Based in ${f.city}`);
  return out;
}
