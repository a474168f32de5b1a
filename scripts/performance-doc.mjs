// Writes a benchmark's figures into docs/performance.md, between the markers <!-- bench:NAME begin -->
// and <!-- bench:NAME end -->, replacing the previous run's (the load and Lighthouse benches). Since the page
// became one table of latest figures (issue 38) it holds no markers: the benches print their tables only,
// and whoever runs one writes its headline figure into the table by hand.
import { readFileSync, writeFileSync } from 'node:fs';

const PERFORMANCE_MD = new URL('../docs/performance.md', import.meta.url);

export function writePerformanceSection(name, text) {
  const begin = `<!-- bench:${name} begin -->`;
  const doc = readFileSync(PERFORMANCE_MD, 'utf8');
  const start = doc.indexOf(begin);
  const end = doc.indexOf(`<!-- bench:${name} end -->`);
  if (start === -1 || end === -1) return console.log(`(no ${begin} in docs/performance.md: not written)`);
  writeFileSync(PERFORMANCE_MD, `${doc.slice(0, start + begin.length)}\n${text}\n${doc.slice(end)}`);
  console.log('\nwritten into docs/performance.md');
}
