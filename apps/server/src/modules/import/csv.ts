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

export function parseCsv(input: string): CsvTable {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const delimiter = detectDelimiter(text);
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let quotedFrom = 0;
  let i = 0;
  const endRecord = () => {
    cells.push(cell);
    // A blank line is no record (files often end with one).
    if (cells.length > 1 || cells[0] !== '') records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
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
      endRecord();
      line += 1;
      recordLine = line;
    } else cell += char;
    i += 1;
  }
  if (quotedFrom > 0) throw new CsvSyntaxError(quotedFrom);
  if (cell !== '' || cells.length > 0) endRecord();
  const [first, ...rest] = records;
  return { delimiter, header: first?.cells.map((h) => h.trim()) ?? [], records: rest };
}
