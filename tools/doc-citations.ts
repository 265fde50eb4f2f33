// Reads the citations of our docs out of any text (code comments or docs): `docs/product.md §5`,
// `product.md §4, §5 and §8`, `` `architecture.md` §11 ``; by name, `README "Copy health"` and
// `docs/operations.md, "E-mail"` (a heading or a bold label of that file); and tracker issue numbers (the word issue and a number), which
// no comment should cite (docs/citations.test.ts holds the repository to both).

export interface DocCitation {
  /** product, architecture or operations (docs/<doc>.md). */
  doc: string;
  /** The cited number, e.g. "5" or "6.2". */
  section: string;
  /** 1-based line of the citation. */
  line: number;
}

const SECTION = String.raw`§\s?(\d+(?:\.\d+)?)`;
const CITATION = new RegExp(
  String.raw`(?:docs/)?(product|architecture|operations)\.md\`?\s*${SECTION}((?:\s*(?:,|and|or)\s*${SECTION})*)`,
  'g',
);
const MORE_SECTIONS = new RegExp(SECTION, 'g');
const ISSUE = /\bissues? #?\d+\b/gi;

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

export function citationsIn(text: string): DocCitation[] {
  return [...text.matchAll(CITATION)].flatMap((match) => {
    const [, doc = '', first = '', rest = ''] = match;
    const line = lineAt(text, match.index);
    const sections = [first, ...[...rest.matchAll(MORE_SECTIONS)].map((more) => more[1] ?? '')];
    return sections.map((section) => ({ doc, section, line }));
  });
}

/** The numbers of a doc's headings: "## §5. Rules" and "## 10. From a URL" alike, subsections too. */
export function headingNumbers(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{2,4} §?(\d+(?:\.\d+)?)\.?\s/gm)].map((match) => match[1] ?? ''));
}

export function issueCitationsIn(text: string): { line: number; text: string }[] {
  return [...text.matchAll(ISSUE)].map((match) => ({ line: lineAt(text, match.index), text: match[0] }));
}

export interface NamedCitation {
  /** README.md or docs/<doc>.md. */
  file: string;
  name: string;
  line: number;
}

const NAMED = /(README|(?:docs\/)?(?:operations|architecture|product)\.md)`?,? "([^"\n]{2,60})"/g;

export function namedCitationsIn(text: string): NamedCitation[] {
  return [...text.matchAll(NAMED)].map((match) => {
    const [, doc = '', name = ''] = match;
    const file = doc === 'README' ? 'README.md' : doc.startsWith('docs/') ? doc : `docs/${doc}`;
    return { file, name, line: lineAt(text, match.index) };
  });
}

/** What a named citation may point at: the headings (without their numbers) and the bold labels. */
export function namedTargets(markdown: string): Set<string> {
  const headings = [...markdown.matchAll(/^#{1,4} (?:§?\d+(?:\.\d+)?\.? )?(.+)$/gm)].map((m) => m[1] ?? '');
  const labels = [...markdown.matchAll(/^(?:- )?\*\*([^*]+?)[.:]?\*\*/gm)].map((m) => m[1] ?? '');
  return new Set([...headings, ...labels].map((name) => name.trim()));
}
