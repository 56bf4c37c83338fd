import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Goals through the API (as the member). */
export async function addGoals(
  page: Page,
  descriptions: string[],
): Promise<{ id: string; description: string; warning: boolean | null }[]> {
  const out = [];
  for (const description of descriptions) {
    const res = await page.request.post('/api/goals', { data: { description } });
    expect(res.status()).toBe(201);
    out.push(await res.json());
  }
  return out;
}

/** Keeps the daily rhythm (grind after 12 s, advice after) out of a test that counts notifications. */
export async function skipDailyNotifications(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const d = new Date();
    const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    localStorage.setItem('gs.coach.lastGrindDay', day);
    localStorage.setItem('gs.coach.lastAdviceDay', day);
  });
}
