// Human output is aligned and readable; --json prints exactly one JSON document for scripts.
export interface Output {
  json: boolean;
  /** A line of human output (suppressed in --json mode). */
  line(text?: string): void;
  /** Progress for humans, on stderr so it never mixes with results. */
  progress(text: string): void;
  /** The command's result: printed as JSON in --json mode, otherwise by `human`. */
  result<T>(value: T, human: (value: T) => void): void;
}

type Sink = Pick<NodeJS.WriteStream, 'write'> & { isTTY?: boolean };

export function createOutput(json: boolean, stdout: Sink = process.stdout, stderr: Sink = process.stderr): Output {
  return {
    json,
    line(text = '') {
      if (!json) stdout.write(`${text}\n`);
    },
    progress(text) {
      if (!json && stderr.isTTY) stderr.write(`\r\x1b[2K${text}`);
      else if (!json && text) stderr.write(`${text}\n`);
    },
    result(value, human) {
      if (json) stdout.write(`${JSON.stringify(value, null, 2)}\n`);
      else human(value);
    },
  };
}

/** Rows aligned in columns; numbers right-aligned. */
export function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  const format = (row: string[], source: (string | number)[] | undefined) =>
    row
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        return typeof source?.[column] === 'number' ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  return cells.map((row, index) => format(row, index === 0 ? undefined : rows[index - 1])).join('\n');
}
