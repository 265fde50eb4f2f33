// Which secrets a deployed function reads, worked out from its source: starting at the function's export,
// follow every top-level declaration its code names (in its own file or imported by a relative path),
// and collect each `SECRET.value()` where SECRET is declared with `defineSecret('NAME')`. Declarations,
// not modules: a service file whose other functions call the bridge does not make every importer read
// the bridge's token. Names are matched without scopes or types, so a read is never missed; at worst a
// local name equal to a top-level one adds an edge (tools/function-secrets.test.ts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

interface Target {
  file: string;
  name: string;
}

interface ParsedFile {
  declarations: Map<string, ts.Node>;
  /** Local name -> the declaration it imports. */
  imports: Map<string, Target>;
  /** Exported name -> where it is declared, for `export { a } from` re-exports. */
  reexports: Map<string, Target>;
  starExports: string[];
  /** The secret's name, for declarations `const X = defineSecret('NAME')`. */
  secrets: Map<string, string>;
}

const parsed = new Map<string, ParsedFile>();

function resolveModule(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier).replace(/\.js$/, '');
  return [`${base}.ts`, path.join(base, 'index.ts')].find((file) => existsSync(file)) ?? null;
}

function secretNameOf(initializer: ts.Expression | undefined): string | null {
  if (!initializer || !ts.isCallExpression(initializer)) return null;
  const [first] = initializer.arguments;
  const callee = initializer.expression;
  if (!ts.isIdentifier(callee) || callee.text !== 'defineSecret' || !first) return null;
  return ts.isStringLiteral(first) ? first.text : null;
}

function readImport(file: string, statement: ts.ImportDeclaration, into: ParsedFile): void {
  const clause = statement.importClause;
  const source = resolveModule(file, (statement.moduleSpecifier as ts.StringLiteral).text);
  if (!source || !clause || clause.isTypeOnly) return;
  const bindings = clause.namedBindings;
  if (!bindings || !ts.isNamedImports(bindings)) return;
  for (const element of bindings.elements) {
    if (element.isTypeOnly) continue;
    into.imports.set(element.name.text, { file: source, name: (element.propertyName ?? element.name).text });
  }
}

function readExport(file: string, statement: ts.ExportDeclaration, into: ParsedFile): void {
  const specifier = statement.moduleSpecifier;
  const source = specifier ? resolveModule(file, (specifier as ts.StringLiteral).text) : null;
  if (!source || statement.isTypeOnly) return;
  const clause = statement.exportClause;
  if (!clause) into.starExports.push(source);
  else if (ts.isNamedExports(clause))
    for (const element of clause.elements)
      into.reexports.set(element.name.text, {
        file: source,
        name: (element.propertyName ?? element.name).text,
      });
}

function parse(file: string): ParsedFile {
  const cached = parsed.get(file);
  if (cached) return cached;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const result: ParsedFile = {
    declarations: new Map(),
    imports: new Map(),
    reexports: new Map(),
    starExports: [],
    secrets: new Map(),
  };
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) readImport(file, statement, result);
    else if (ts.isExportDeclaration(statement)) readExport(file, statement, result);
    else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name)
      result.declarations.set(statement.name.text, statement);
    else if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name)) continue;
        result.declarations.set(declaration.name.text, declaration);
        const secret = secretNameOf(declaration.initializer);
        if (secret) result.secrets.set(declaration.name.text, secret);
      }
  }
  parsed.set(file, result);
  return result;
}

/** Where a name exported by a file is declared, through re-exports and `export *`. */
function declarationOf(target: Target, seen = new Set<string>()): Target | null {
  const key = `${target.file}#${target.name}`;
  if (seen.has(key)) return null;
  seen.add(key);
  const file = parse(target.file);
  if (file.declarations.has(target.name)) return target;
  const imported = file.imports.get(target.name) ?? file.reexports.get(target.name);
  if (imported) return declarationOf(imported, seen);
  for (const star of file.starExports) {
    const found = declarationOf({ file: star, name: target.name }, seen);
    if (found) return found;
  }
  return null;
}

/** A name used as a value: not a property name after a dot, an object key or a member's name. */
function isReference(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if ((ts.isPropertyAssignment(parent) || ts.isMethodDeclaration(parent)) && parent.name === node)
    return false;
  return !(ts.isPropertyDeclaration(parent) && parent.name === node);
}

/** The secrets read by everything the declaration `target` reaches. */
export function secretsReadFrom(target: Target): Set<string> {
  const reads = new Set<string>();
  const visited = new Set<string>();
  const queue: Target[] = [target];
  for (let next = queue.pop(); next; next = queue.pop()) {
    const declared = declarationOf(next);
    if (!declared || visited.has(`${declared.file}#${declared.name}`)) continue;
    visited.add(`${declared.file}#${declared.name}`);
    const file = parse(declared.file);
    const resolve = (name: string): Target | null =>
      file.declarations.has(name) ? { file: declared.file, name } : (file.imports.get(name) ?? null);
    const visit = (node: ts.Node): void => {
      if (
        ts.isPropertyAccessExpression(node) &&
        node.name.text === 'value' &&
        ts.isIdentifier(node.expression)
      ) {
        const secretDeclaration = resolve(node.expression.text);
        const found = secretDeclaration && declarationOf(secretDeclaration);
        const secret = found && parse(found.file).secrets.get(found.name);
        if (secret) reads.add(secret);
      }
      if (ts.isIdentifier(node) && isReference(node)) {
        const referenced = resolve(node.text);
        if (referenced) queue.push(referenced);
      }
      ts.forEachChild(node, visit);
    };
    visit(parse(declared.file).declarations.get(declared.name) as ts.Node);
  }
  return reads;
}

/** Every function `index` exports, with the file and name of its declaration. */
export function exportedFunctions(index: string): Map<string, Target> {
  const file = parse(index);
  const out = new Map<string, Target>();
  for (const [name, target] of file.reexports) {
    const declared = declarationOf(target);
    if (declared) out.set(name, declared);
  }
  return out;
}
