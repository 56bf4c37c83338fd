/** "1 week", "3 weeks": a number with its noun in the right form (English labels). */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
