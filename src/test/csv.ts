/**
 * Reads CSV as RFC 4180 writes it (what the app's exports write, lib/record-export.ts): fields
 * separated by commas, quoted where they hold a comma, quote or line break, a quote doubled inside,
 * lines ending in CRLF. For tests, to read a file back the way a spreadsheet would.
 */
export function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (quoted) {
      if (char === '"' && text.charAt(index + 1) === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text.charAt(index + 1) === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** The CSV's lines after its header, each as the header names its fields. */
export function readCsvRecords(text: string): Record<string, string>[] {
  const [header = [], ...lines] = readCsv(text);
  return lines.map((fields) => Object.fromEntries(header.map((name, index) => [name, fields[index] ?? ''])));
}
