import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MODULES } from './app.js';

// app.ts stays wiring (decisions/0162): the modules' routes and jobs come through their front doors, asked
// in one loop, so a front door missing from MODULES would lose them without a word.
describe('the app’s wiring', () => {
  it('asks every front door that has routes, jobs or queues', async () => {
    const names = readdirSync(new URL('./modules/', import.meta.url));
    const missing: string[] = [];
    for (const name of names) {
      const door: object = await import(`./modules/${name}/index.ts`);
      const asked = MODULES.some((module) => module === door);
      if (!asked && ['routes', 'jobs', 'queues'].some((part) => part in door)) missing.push(name);
    }
    expect(missing).toEqual([]);
    expect(MODULES.length).toBeGreaterThan(25);
  });

  it('keeps buildApp to at most 120 lines', () => {
    const lines = readFileSync(new URL('./app.ts', import.meta.url), 'utf8').split('\n');
    const start = lines.findIndex((line) => line.startsWith('export async function buildApp('));
    const end = lines.findIndex((line, at) => at > start && line === '}');
    expect(start).toBeGreaterThan(0);
    expect(end - start - 1).toBeLessThanOrEqual(120);
  });
});
