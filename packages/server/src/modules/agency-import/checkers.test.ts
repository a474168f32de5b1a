import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { workerChecker } from './checkers.js';

/** Each thread of this process and its nice value, from /proc (field 19 of a task's stat). */
function threadNices(): Map<number, number> {
  const nices = new Map<number, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    nices.set(Number(tid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]));
  }
  return nices;
}

describe('the checking threads of a large import', () => {
  // Linux only: elsewhere a priority belongs to the whole process, which keeps its own (check-worker.ts).
  it.runIf(process.platform === 'linux')(
    'check at the lowest priority, and leave the serving thread at its own',
    async () => {
      const before = threadNices();
      const checker = workerChecker(2);
      try {
        const checked = await Promise.all(
          [1, 2, 3, 4].map((firstSeq) =>
            checker.check({
              file: 'feed.jsonl',
              documentFiles: 'not-allowed',
              firstSeq,
              lines: [{ line: firstSeq, text: 'not json' }],
            }),
          ),
        );
        // They answer as before: the line's problem.
        expect(checked.map((c) => c.problems[0]?.problem)).toEqual(Array(4).fill('non è JSON valido'));
        const lowered = [...threadNices()].filter(([tid, nice]) => !before.has(tid) && nice === 19);
        expect(lowered).toHaveLength(2);
        expect(threadNices().get(process.pid)).toBe(before.get(process.pid));
      } finally {
        await checker.close();
      }
    },
  );
});
