// Where a product rule is imported from (docs/architecture.md §3 "Product rules"): the names
// functions/src/product-rules/index.ts exports, read from its files, and the imports of those names
// through '@copydesk/functions/contract' in the parts that are not the functions. Product rules have one
// front door, '@copydesk/functions/product-rules'; ./product-rules-imports.test.ts holds the parts to it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');
const RULES_INDEX = path.join(ROOT, 'functions/src/product-rules/index.ts');
export const CONTRACT = '@copydesk/functions/contract';

function sourceOf(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
}

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** The names a module exports: its exported declarations and the modules it re-exports whole. */
function exportedNames(file: string, seen = new Set<string>()): Set<string> {
  const names = new Set<string>();
  if (seen.has(file)) return names;
  seen.add(file);
  for (const node of sourceOf(file).statements) {
    if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const target = path.resolve(path.dirname(file), node.moduleSpecifier.text.replace(/\.js$/, '.ts'));
      if (!node.exportClause) exportedNames(target, seen).forEach((name) => names.add(name));
      else if (ts.isNamedExports(node.exportClause))
        node.exportClause.elements.forEach((e) => names.add(e.name.text));
    } else if (ts.isVariableStatement(node) && isExported(node)) {
      node.declarationList.declarations.forEach((d) => ts.isIdentifier(d.name) && names.add(d.name.text));
    } else if (
      (ts.isFunctionDeclaration(node) ||
        ts.isClassDeclaration(node) ||
        ts.isInterfaceDeclaration(node) ||
        ts.isTypeAliasDeclaration(node) ||
        ts.isEnumDeclaration(node)) &&
      isExported(node) &&
      node.name
    ) {
      names.add(node.name.text);
    }
  }
  return names;
}

export const productRuleNames = (): Set<string> => exportedNames(RULES_INDEX);

const SKIP = new Set(['node_modules', 'dist', 'lib', 'coverage', '.vite']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The names an import or re-export from the contract names (none for any other statement). */
function namesFromContract(node: ts.Statement): readonly (ts.ImportSpecifier | ts.ExportSpecifier)[] {
  if (ts.isImportDeclaration(node)) {
    if (!ts.isStringLiteral(node.moduleSpecifier) || node.moduleSpecifier.text !== CONTRACT) return [];
    const bindings = node.importClause?.namedBindings;
    return bindings && ts.isNamedImports(bindings) ? bindings.elements : [];
  }
  if (ts.isExportDeclaration(node)) {
    const from = node.moduleSpecifier;
    if (!from || !ts.isStringLiteral(from) || from.text !== CONTRACT) return [];
    return node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements : [];
  }
  return [];
}

/** Each name a file imports (or re-exports) from the contract. */
export function contractImportsIn(dirs: readonly string[]): Array<{ file: string; name: string }> {
  return dirs.flatMap((dir) =>
    sourceFiles(path.join(ROOT, dir)).flatMap((file) =>
      sourceOf(file).statements.flatMap((node) =>
        namesFromContract(node).map((e) => ({
          file: path.relative(ROOT, file),
          name: (e.propertyName ?? e.name).text,
        })),
      ),
    ),
  );
}
