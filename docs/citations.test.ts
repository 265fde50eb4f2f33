// Comments and docs cite the product's documentation as `docs/<file>.md §N` (docs/product.md, intro): every
// such citation must lead a reader to a heading that exists, and no comment may cite a tracker's issue
// number, which a reader of the repository cannot open.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  citationsIn,
  headingNumbers,
  issueCitationsIn,
  namedCitationsIn,
  namedTargets,
} from '../tools/doc-citations.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCE_DIRS = ['functions/src', 'web/src', 'cli/src', 'tools', 'tests', 'bench', 'docs', 'eslint'];
const SINGLE_FILES = ['README.md', 'firestore.rules', 'eslint.config.js'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'lib', 'test-results']);
const TEXT_FILE = /\.(ts|tsx|js|mjs|css|md|rules)$/;
/** This suite's own fixtures quote bad citations on purpose. */
const OWN_FILES = new Set(['docs/citations.test.ts']);

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : filesUnder(relative);
    return TEXT_FILE.test(entry.name) ? [relative] : [];
  });
}

const files = [...SOURCE_DIRS.flatMap(filesUnder), ...SINGLE_FILES].filter((file) => !OWN_FILES.has(file));
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const DOCS = ['product', 'architecture', 'operations'];
const sectionsOf = new Map(DOCS.map((doc) => [doc, headingNumbers(read(`docs/${doc}.md`))]));

describe('citations of the docs', () => {
  it.each([
    ['a single section', '// rule (docs/product.md §5)', [['product', '5']]],
    [
      'a list of sections',
      '// docs/product.md §4, §5 and §8',
      [
        ['product', '4'],
        ['product', '5'],
        ['product', '8'],
      ],
    ],
    ['a doc cited from another doc', 'see `architecture.md` §11.', [['architecture', '11']]],
    ['a subsection', '(docs/product.md §6.2)', [['product', '6.2']]],
    ['another guide, not ours', '(COPYFACTORY-CONTRACTS §2.1)', []],
  ])('reads %s', (_case, text, expected) => {
    expect(citationsIn(text).map(({ doc, section }) => [doc, section])).toEqual(expected);
  });

  it('reads the headings of both numbering styles', () => {
    const doc = '# Title\n\n## §1. What\n\ntext §9\n\n## 10. From a URL\n\n### §6.2 Sub\n';
    expect([...headingNumbers(doc)]).toEqual(['1', '10', '6.2']);
  });

  it('finds the files and citations it checks', () => {
    // Guards against a walk that silently checks nothing.
    const found = files.flatMap((file) => citationsIn(read(file)));
    expect(files.length).toBeGreaterThan(300);
    expect(found.length).toBeGreaterThan(300);
  });

  it('every docs/<file>.md §N citation names a heading of that file', () => {
    const broken = files.flatMap((file) =>
      citationsIn(read(file))
        .filter(({ doc, section }) => !sectionsOf.get(doc)?.has(section))
        .map(({ doc, section, line }) => `${file}:${line} cites docs/${doc}.md §${section}`),
    );
    expect(broken).toEqual([]);
  });
});

describe('citations of the docs by name', () => {
  it.each([
    ['the README', '// (README "Copy health")', [['README.md', 'Copy health']]],
    ['a doc with a comma', '(docs/operations.md, "E-mail")', [['docs/operations.md', 'E-mail']]],
    [
      'a doc named from another',
      'see `architecture.md`, "Security model"',
      [['docs/architecture.md', 'Security model']],
    ],
    ['a quote that cites nothing', 'says "Copied late"', []],
  ])('reads %s', (_case, text, expected) => {
    expect(namedCitationsIn(text).map(({ file, name }) => [file, name])).toEqual(expected);
  });

  it('names headings without their numbers, and bold labels', () => {
    const doc = '## 5. Security model\n\n- **Abuse limits** (x): y\n\n**CLI**: z\n\n### Copy health\n';
    expect([...namedTargets(doc)].sort()).toEqual(['Abuse limits', 'CLI', 'Copy health', 'Security model']);
  });

  it('every README "X" and docs/<file>.md "X" citation names a heading or a bold label there', () => {
    const targets = new Map<string, Set<string>>();
    const targetsOf = (file: string) =>
      targets.get(file) ?? targets.set(file, namedTargets(read(file))).get(file);
    const broken = files.flatMap((file) =>
      namedCitationsIn(read(file))
        .filter(({ file: doc, name }) => !targetsOf(doc)?.has(name))
        .map(({ file: doc, name, line }) => `${file}:${line} cites ${doc} "${name}"`),
    );
    expect(broken).toEqual([]);
  });
});

describe('issue numbers', () => {
  it.each([
    ['"issue 16"', '// Issue 16: a verified e-mail', 1],
    ['"issue #27"', '/* see issue #27 */', 1],
    ['"issues 3"', '// issues 3 and 4', 1],
    ['a count of issues', '// two issues remain', 0],
    ['an identifier', 'const issue16 = 1;', 0],
  ])('are recognised in %s', (_case, text, count) => {
    expect(issueCitationsIn(text)).toHaveLength(count);
  });

  it('no file cites an issue number', () => {
    const cited = files.flatMap((file) =>
      issueCitationsIn(read(file)).map(({ line, text }) => `${file}:${line} ${text}`),
    );
    expect(cited).toEqual([]);
  });
});
