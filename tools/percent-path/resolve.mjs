// A module resolve hook (see register.mjs): an absolute file path that holds '%' and exists is passed
// on as its file URL; every other specifier is left exactly as it was.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export async function resolve(specifier, context, nextResolve) {
  if (specifier.startsWith('/') && specifier.includes('%') && existsSync(specifier))
    return nextResolve(pathToFileURL(specifier).href, context);
  return nextResolve(specifier, context);
}
