/**
 * A small RFC 4180 reader for the CSV files other apps export: quoted fields with doubled quotes and line
 * breaks inside, CRLF or LF endings, a leading byte-order mark, and ',' or ';' between fields (Strong
 * writes ';' where the decimal mark is a comma). Each record keeps the file line it starts on, so a bad
 * row can be named by the line a spreadsheet shows.
 */
export interface CsvRecord {
  line: number;
  cells: string[];
}

export interface CsvTable {
  delimiter: ',' | ';';
  header: string[];
  records: CsvRecord[];
}

export class CsvSyntaxError extends Error {
  constructor(readonly line: number) {
    super(`A quoted field that starts on line ${line} is never closed.`);
  }
}

/** The delimiter of the header line: whichever of ';' and ',' occurs more often outside quotes. */
function detectDelimiter(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas += 1;
    else if (!quoted && char === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

const withoutBom = (input: string) => (input.charCodeAt(0) === 0xfeff ? input.slice(1) : input);
const csvDelimiter = (input: string) => detectDelimiter(withoutBom(input));

/**
 * The records of a CSV text one at a time (the header first), so a caller can let other work run between
 * them; throws CsvSyntaxError at a quoted field never closed.
 */
export function* csvRecords(input: string): Generator<CsvRecord, void, undefined> {
  const text = withoutBom(input);
  const delimiter = detectDelimiter(text);
  const plain = delimiter === ',' ? /[^,"\r\n]+/y : /[^;"\r\n]+/y;
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let quotedFrom = 0;
  let i = 0;
  const endRecord = (): CsvRecord | null => {
    cells.push(cell);
    // A blank line is no record (files often end with one).
    const record = cells.length > 1 || cells[0] !== '' ? { line: recordLine, cells } : null;
    cells = [];
    cell = '';
    return record;
  };
  while (i < text.length) {
    const char = text[i] as string;
    if (quotedFrom > 0) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (char === '"') quotedFrom = 0;
      else {
        if (char === '\n' || (char === '\r' && text[i + 1] !== '\n')) line += 1;
        cell += char;
      }
      i += 1;
      continue;
    }
    if (char === '"' && cell.trim() === '') {
      cell = '';
      quotedFrom = line;
    } else if (char === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      const record = endRecord();
      if (record) yield record;
      line += 1;
      recordLine = line;
    } else if (char === '"') cell += char;
    else {
      // A run of plain characters at once: char by char, 5 MB took a few hundred ms of the event loop.
      plain.lastIndex = i;
      const run = (plain.exec(text) as RegExpExecArray)[0];
      cell += run;
      i += run.length;
      continue;
    }
    i += 1;
  }
  if (quotedFrom > 0) throw new CsvSyntaxError(quotedFrom);
  if (cell !== '' || cells.length > 0) {
    const record = endRecord();
    if (record) yield record;
  }
}

/** The delimiter, the header (trimmed) and the records of a whole CSV text. */
export function tableOf(input: string, records: readonly CsvRecord[]): CsvTable {
  const [first, ...rest] = records;
  return { delimiter: csvDelimiter(input), header: first?.cells.map((h) => h.trim()) ?? [], records: rest };
}

export function parseCsv(input: string): CsvTable {
  return tableOf(input, [...csvRecords(input)]);
}
