/**
 * `npm run bench:signing -- [--runs N]`: the time to make one signed CAI (docs/decisions/0113), step by
 * step — the form rendered (pdf-lib), the evidence page appended with the signed document attached, the
 * PAdES seal (@signpdf, a 2048-bit RSA key) — p50 and p99 over N runs after a warm-up, on this machine's
 * CPU and the event loop it blocks. Figures, never pass/fail.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { testConfig } from '../config.js';
import { appendEvidence, loadSealer, renderCaiPdf, sealPdf } from '../signing/index.js';
import { fullCai, NO_POLICYHOLDER_NOR_FILES } from '../signing/samples.js';

const at = process.argv.indexOf('--runs');
const RUNS = Number(at === -1 ? 40 : process.argv[at + 1]);
const AGENCY = 'Agenzia Assicurativa Esempio S.r.l.';

const sealer = await loadSealer(testConfig({ AGENCY_LEGAL_NAME: AGENCY }));
const times = {
  render: [] as number[],
  evidence: [] as number[],
  seal: [] as number[],
  total: [] as number[],
};
let bytes = 0;
for (let run = -5; run < RUNS; run++) {
  const t0 = performance.now();
  const unsigned = await renderCaiPdf({
    ...NO_POLICYHOLDER_NOR_FILES,
    reportId: 'bench',
    data: fullCai,
    agencyName: AGENCY,
    createdAt: new Date(),
  });
  const t1 = performance.now();
  const withEvidence = await appendEvidence(unsigned, {
    reportId: 'bench',
    agencyName: AGENCY,
    documentTitle: 'Constatazione amichevole di incidente (CAI)',
    counterpartB: 'none',
    signers: [
      {
        role: 'A',
        name: 'Mario Rossi',
        taxCode: 'RSSMRA80E17F205X',
        mobile: '+393471231234',
        signedAt: new Date(),
        ip: '203.0.113.7',
        userAgent: 'bench',
      },
    ],
  });
  const t2 = performance.now();
  const sealed = await sealPdf(withEvidence, sealer);
  const t3 = performance.now();
  if (run < 0) continue;
  times.render.push(t1 - t0);
  times.evidence.push(t2 - t1);
  times.seal.push(t3 - t2);
  times.total.push(t3 - t0);
  bytes = sealed.length;
}
const pct = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(1);
};
console.log(`signed CAI, ${RUNS} runs (load ${loadavg()[0]?.toFixed(2)}), ${bytes} bytes sealed`);
for (const [step, list] of Object.entries(times)) {
  console.log(`${step.padEnd(9)} p50 ${pct(list, 50).padStart(7)} ms   p99 ${pct(list, 99).padStart(7)} ms`);
}
