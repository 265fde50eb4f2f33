// The Firestore emulator's rules coverage report: which rule expressions were evaluated, and to what.
// GET /emulator/v1/projects/{project}:ruleCoverage(.html) on the emulator host.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { firestoreEmulatorHost, projectId } from '../../tools/stack-clients/emulators.ts';

interface CoverageValue {
  value?: Record<string, unknown>;
  count?: number;
}

interface CoverageEntry {
  sourcePosition?: { line?: number; column?: number; currentOffset?: number; endOffset?: number };
  values?: CoverageValue[];
  children?: CoverageEntry[];
}

export interface CoverageSummary {
  expressions: number;
  evaluated: number;
  /** Expressions the suite never evaluated, as "line:column". */
  unevaluated: string[];
  /** Boolean-valued expressions, and how many of them were seen both true and false. */
  booleans: number;
  bothOutcomes: number;
}

function flatten(entries: CoverageEntry[]): CoverageEntry[] {
  return entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
}

export function summariseCoverage(report: { report?: CoverageEntry[] }): CoverageSummary {
  const all = flatten(report.report ?? []);
  const unevaluated = all
    .filter((entry) => (entry.values ?? []).reduce((sum, v) => sum + (v.count ?? 0), 0) === 0)
    .map((entry) => `${entry.sourcePosition?.line ?? '?'}:${entry.sourcePosition?.column ?? '?'}`);
  const outcomes = all
    .map(
      (entry) =>
        new Set((entry.values ?? []).map((v) => v.value?.boolValue).filter((b) => typeof b === 'boolean')),
    )
    .filter((seen) => seen.size > 0);
  return {
    expressions: all.length,
    evaluated: all.length - unevaluated.length,
    unevaluated,
    booleans: outcomes.length,
    bothOutcomes: outcomes.filter((seen) => seen.size === 2).length,
  };
}

/** Fetches both variants, saves the HTML under test-results/, and returns the JSON summary. */
export async function fetchRulesCoverage(
  htmlFile = 'rules-coverage.html',
): Promise<{ summary: CoverageSummary; json: unknown }> {
  const base = `http://${firestoreEmulatorHost()}/emulator/v1/projects/${projectId}`;
  const [htmlResponse, jsonResponse] = await Promise.all([
    fetch(`${base}:ruleCoverage.html`),
    fetch(`${base}:ruleCoverage`),
  ]);
  if (!htmlResponse.ok || !jsonResponse.ok) {
    throw new Error(`rules coverage unavailable: html ${htmlResponse.status}, json ${jsonResponse.status}`);
  }
  const out = path.resolve(import.meta.dirname, '../../test-results');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, htmlFile), await htmlResponse.text());
  const json = (await jsonResponse.json()) as { report?: CoverageEntry[] };
  writeFileSync(path.join(out, htmlFile.replace(/\.html$/, '.json')), JSON.stringify(json));
  return { summary: summariseCoverage(json), json };
}
