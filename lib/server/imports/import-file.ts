import 'server-only';
import { CsvError, parse, type Info } from 'csv-parse';
import { headerProblems, IMPORT_HEADER_MAX_BYTES, type ImportColumn } from '@/lib/domain/imports';
import { fileStorage } from '../storage/local-storage';

/** The file cannot be imported at all (gone, unreadable, a bad header, too many rows): the import fails. */
export class ImportFileError extends Error {
  override name = 'ImportFileError';
}

export interface CsvRecord {
  /** The row in the file where the record starts (the header is row 1). */
  row: number;
  cells: string[];
}

/** What a header row lacks or has too many of, as one sentence; null when it is a good header. */
export function headerFault(header: readonly string[]): string | null {
  const { missing, unknown, repeated } = headerProblems(header);
  const faults = [
    missing.length > 0 && `missing column(s): ${missing.join(', ')}`,
    unknown.length > 0 && `unknown column(s): ${unknown.map((c) => JSON.stringify(c)).join(', ')}`,
    repeated.length > 0 && `repeated column(s): ${repeated.join(', ')}`,
  ].filter(Boolean);
  return faults.length > 0 ? `The header has ${faults.join('; ')}.` : null;
}

/** csv-parse as imports read files: UTF-8 with or without BOM, any line ending, blank lines skipped. */
export function csvParser() {
  return parse({
    bom: true,
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    record_delimiter: ['\r\n', '\n', '\r'],
    max_record_size: IMPORT_HEADER_MAX_BYTES * 4,
  });
}

const newlinesIn = (cells: readonly string[]) =>
  cells.reduce((n, cell) => n + (cell.includes('\n') ? cell.split('\n').length - 1 : 0), 0);

/**
 * The records of a stored CSV file, streamed (csv-parse): first the header (its column names, lower case), then the
 * data records with their rows. A file that is gone or does not parse throws ImportFileError (with the line).
 */
export async function* readImportFile(
  key: string,
): AsyncGenerator<{ header: ImportColumn[] } | CsvRecord, void, undefined> {
  const opened = await fileStorage().open(key);
  if (!opened) throw new ImportFileError('The uploaded file is no longer stored.');
  const parser = csvParser();
  opened.stream.on('error', (error) => parser.destroy(error));
  opened.stream.pipe(parser);
  let header = true;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: Info }>) {
      if (header) {
        header = false;
        const fault = headerFault(record);
        if (fault) throw new ImportFileError(fault);
        yield { header: record.map((name) => name.trim().toLowerCase() as ImportColumn) };
        continue;
      }
      yield { row: info.lines - newlinesIn(record), cells: record };
    }
  } catch (error) {
    if (error instanceof CsvError) throw new ImportFileError(`The file is not valid CSV: ${error.message}`);
    throw error;
  } finally {
    opened.stream.destroy();
  }
  if (header) throw new ImportFileError('The file is empty: it needs a header row.');
}
