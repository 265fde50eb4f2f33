/** A message when `version` (e.g. "v20.11.1") is outside `range`; undefined when it fits. */
export function nodeVersionProblem(version: string, range: string): string | undefined;
