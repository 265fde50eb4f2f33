// Whether this Node satisfies package.json's `engines.node`, for tools/bootstrap.mjs (plain JavaScript:
// it runs before anything is installed). Understands the forms the engines field uses here:
// `^x.y.z` and `>=x.y.z`, joined by `||`.
const parse = (text) => text.replace(/^v/, '').split('.').map(Number);

function atLeast(version, minimum) {
  for (let index = 0; index < 3; index += 1) {
    const a = version[index] ?? 0;
    const b = minimum[index] ?? 0;
    if (a !== b) return a > b;
  }
  return true;
}

/** A message when `version` (e.g. "v20.11.1") is outside `range`; undefined when it fits. */
export function nodeVersionProblem(version, range) {
  const current = parse(version);
  const fits = range.split('||').some((part) => {
    const clause = part.trim();
    if (clause.startsWith('^')) {
      const minimum = parse(clause.slice(1));
      return current[0] === minimum[0] && atLeast(current, minimum);
    }
    if (clause.startsWith('>=')) return atLeast(current, parse(clause.slice(2)));
    return false;
  });
  return fits ? undefined : `CopyDesk needs Node.js ${range}; this is Node.js ${version}.`;
}
