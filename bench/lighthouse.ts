// Lighthouse (mobile settings: simulated slow 4G and a 4x slower CPU, Lighthouse's defaults) against the
// built app on each public route, on Debian's Chromium, plus the JavaScript the landing page loads.
// Each route runs RUNS times and the run with the median performance score is printed, as Lighthouse's
// guidance on variability advises (one run on a busy machine can be far off). Prints figures only;
// nothing here asserts them (docs/operations.md, front-end performance budget).
import { execFileSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { previewUrl } from '../tools/stack-clients/emulators.ts';
import { measureRouteBundles, PUBLIC_ROUTES } from './web-bundle.ts';

export interface LighthouseFigures {
  route: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

function chromePath(): string {
  return process.env.CHROME_PATH ?? execFileSync('which', ['chromium']).toString().trim();
}

const RUNS = 3;

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

function medianRun(runs: Result[]): Result {
  const sorted = [...runs].sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  );
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error('Lighthouse made no run');
  return median;
}

export async function measureLighthouse(routes = PUBLIC_ROUTES): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const figures: LighthouseFigures[] = [];
    for (const route of routes) {
      const runs: Result[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const result = await lighthouse(`${previewUrl()}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${route}`);
        runs.push(result.lhr);
      }
      const { categories, audits } = medianRun(runs);
      figures.push({
        route,
        performance: score(categories.performance?.score),
        accessibility: score(categories.accessibility?.score),
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}

export async function printLighthouse(): Promise<void> {
  console.log(`\nLighthouse, mobile settings (built app, Debian Chromium, median of ${RUNS} runs):`);
  for (const f of await measureLighthouse()) {
    console.log(
      `  ${f.route.padEnd(16)} performance ${String(f.performance).padStart(3)}  accessibility ${String(f.accessibility).padStart(3)}  LCP ${(f.lcpMs / 1000).toFixed(2)} s  CLS ${f.cls.toFixed(3)}  TBT ${f.tbtMs.toFixed(0)} ms`,
    );
  }
  const [landing] = await measureRouteBundles(['/']);
  if (landing)
    console.log(
      `  landing JavaScript: ${(landing.gzipBytes / 1024).toFixed(1)} KiB gzip in ${landing.urls.length} files (budget 125 KB = 122.1 KiB)`,
    );
}
