import { basename } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FeedLines } from '../modules/agency-import/check-lines.js';
import { inlineChecker, workerChecker } from '../modules/agency-import/checkers.js';
import { openFeed, readFeedFile } from '../modules/agency-import/feed.js';
import { documentFilesOf } from '../modules/agency-import/records.js';

const folder = process.argv[2] ?? '/tmp/area-clienti-gen-20000-seed1';
const workers = Number(process.argv[3] ?? 2);
const only = process.argv[4];
const checker = workers ? workerChecker(workers) : inlineChecker;
const t0 = performance.now();
const feed = await openFeed(folder);
const ahead: Promise<unknown>[] = [];
let seq = 0;
let chars = 0;
for (const file of feed.files) {
  if (only && !file.includes(only)) continue;
  const t1 = performance.now();
  let run: FeedLines = { file: basename(file), documentFiles: documentFilesOf(file), firstSeq: 1, lines: [] };
  const send = async () => {
    ahead.push(
      checker.check(run).then((c) => {
        chars += c.copy.length;
      }),
    );
    run = { ...run, firstSeq: seq + 1, lines: [] };
    if (ahead.length >= checker.parallel) await ahead.shift();
  };
  for await (const item of readFeedFile(file, () => {})) {
    seq++;
    run.lines.push(
      'text' in item
        ? { line: item.line, text: item.text }
        : { line: item.line, unreadable: item.unreadable },
    );
    if (run.lines.length >= 200) await send();
  }
  await send();
  await Promise.all(ahead.splice(0));
  console.log(basename(file), ((performance.now() - t1) / 1000).toFixed(1), 's');
}
await checker.close();
console.log(
  'workers',
  workers,
  seq,
  'lines',
  (chars / 2 ** 20).toFixed(0),
  'MiB copy',
  ((performance.now() - t0) / 1000).toFixed(1),
  's',
);
