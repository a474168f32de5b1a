/**
 * `npm run bench:heic -- [--file photo.heic] [--rounds N]`: a 12 MP HEIC (an iPhone's photo size,
 * 4032×3024) through the claim report's photo check (docs/decisions/0114): its decoding in a worker thread
 * (heic-decode, WebAssembly) and re-encoding as JPEG with its thumbnail. Per round: the time, the event
 * loop's longest hold (perf_hooks.monitorEventLoopDelay) and the process's memory peak over its start (RSS
 * sampled every 10 ms: the worker thread's memory is the process's). Beside it, in the same run: a JPEG of
 * the same size through the same check (the baseline), and the same HEIC decoded on the main thread, what
 * the worker spares the event loop. The HEIC is made with Debian's heif-enc (libheif-examples) unless
 * `--file` names one. Figures, never pass/fail.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import decode from 'heic-decode';
import sharp from 'sharp';
import { checkFile } from '../modules/claim-report-files/index.js';

const argument = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
};
const ROUNDS = Number(argument('rounds') ?? 3);
const WIDTH = 4032;
const HEIGHT = 3024;

/** A photo-like 12 MP JPEG: blurred noise, so that the codecs have real work to do. */
const photoJpeg = () =>
  sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 120, sigma: 30 },
    },
  })
    .blur(1.5)
    .jpeg({ quality: 90 })
    .toBuffer();

/** The HEIC to measure: `--file`, or the JPEG above encoded by heif-enc; null when there is none. */
async function heicToMeasure(jpeg: Buffer): Promise<Buffer | null> {
  const file = argument('file');
  if (file) return readFileSync(file);
  const folder = mkdtempSync(join(tmpdir(), 'heic-bench-'));
  try {
    await sharp(jpeg).toFile(join(folder, 'photo.jpg'));
    const made = spawnSync('heif-enc', [
      '-q',
      '60',
      join(folder, 'photo.jpg'),
      '-o',
      join(folder, 'photo.heic'),
    ]);
    return made.status === 0 ? readFileSync(join(folder, 'photo.heic')) : null;
  } catch {
    return null;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Runs `work` once: its time, the event loop's longest hold meanwhile, the memory peak over the start. */
async function measure(work: () => Promise<unknown>) {
  const loop = monitorEventLoopDelay({ resolution: 1 });
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  loop.enable();
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  // A hold is recorded when the next turn comes late: one more turn, so that a hold at the end counts.
  await new Promise((resolve) => setTimeout(resolve, 5));
  loop.disable();
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { ms, loopMaxMs: loop.max / 1e6, peakMb: (peak - before) / 2 ** 20 };
}

async function report(label: string, work: () => Promise<unknown>) {
  for (let round = 1; round <= ROUNDS; round++) {
    const { ms, loopMaxMs, peakMb } = await measure(work);
    console.log(
      `${label} #${round}: ${ms.toFixed(0)} ms, event loop held at most ${loopMaxMs.toFixed(0)} ms, memory +${peakMb.toFixed(0)} MB`,
    );
  }
}

async function main() {
  const jpeg = await photoJpeg();
  const heic = await heicToMeasure(jpeg);
  if (!heic) {
    console.log('heic bench: no heif-enc (apt-get install libheif-examples) and no --file: skipped');
    return;
  }
  const { width, height } = await sharp(heic).metadata();
  console.log(
    `heic bench: ${width}×${height} HEIC of ${(heic.length / 2 ** 20).toFixed(1)} MB, ${ROUNDS} rounds; load ${loadavg()[0]?.toFixed(2)}`,
  );
  await report('JPEG through the check (baseline)', () => checkFile(jpeg, { keepPosition: false }));
  await report('HEIC through the check (worker thread)', () => checkFile(heic, { keepPosition: false }));
  await report('HEIC decoded on the main thread (what the worker spares)', () =>
    decode({ buffer: new Uint8Array(heic) }),
  );
}

await main();
