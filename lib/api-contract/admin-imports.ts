import { importIdParam, importListQuery } from '@/lib/schemas/admin-imports';
import { IMPORT_COLUMNS, IMPORT_STATES, REQUIRED_IMPORT_COLUMNS } from '@/lib/domain/imports';
import type { Operation } from './operation';
import { arrayOf, bool, int, isoTime, nullable, object, oneOf, str } from './shapes';

const tag = 'Back office';
const STAFF =
  'Staff with the `imports.write` permission (the `inventory` and `admin` roles); others get 403.';
const id = { schema: importIdParam, description: 'The import’s id.' };

const summary = {
  id: int,
  state: oneOf(...IMPORT_STATES),
  fileName: str,
  hasPhotos: bool,
  createdBy: str,
  rowsTotal: nullable(int),
  rowsRead: int,
  created: int,
  updated: int,
  unchanged: int,
  rejected: int,
  failure: nullable(str),
  createdAt: isoTime,
  startedAt: nullable(isoTime),
  finishedAt: nullable(isoTime),
};
const rowError = object(
  { row: int, column: str, message: str },
  {
    description:
      'A refused row: its row in the file (header = 1; 0 for the photo ZIP), its column (`_`: the row).',
  },
);

/** The console's bulk imports (issue 23 §5). */
export const adminImportOperations: Operation[] = [
  {
    method: 'get',
    path: '/rest-api/v2/admin/imports',
    tag,
    summary: 'The imports, newest first',
    description: STAFF,
    access: 'member',
    query: importListQuery,
    success: {
      description: 'One page of 25; `hasMore` when another follows.',
      data: object({
        items: arrayOf(object(summary, { description: 'ImportSummary (lib/schemas/admin-imports.ts).' })),
        page: int,
        hasMore: bool,
      }),
    },
    errors: { 403: true },
  },
  {
    method: 'post',
    path: '/rest-api/v2/admin/imports',
    tag,
    summary: 'Import a yard’s CSV of lots, optionally with a ZIP of their photos',
    description:
      `${STAFF} \`file\`: a UTF-8 CSV with a header row, at most 100,000 rows and 200 MB; columns ` +
      `${IMPORT_COLUMNS.map((c) => `\`${c}\``).join(', ')} (required: ${REQUIRED_IMPORT_COLUMNS.join(', ')}). ` +
      'A header lacking a required column (or naming an unknown one) is a 422 naming them, before anything is ' +
      'stored. `photos`: a ZIP of `{stock_number}-{n}.{ext}` photos. 2 GB in all (413 while it streams). The ' +
      'rows are applied in the background: poll the import for its progress.',
    access: 'member',
    body: {
      media: 'multipart/form-data',
      description: 'The CSV and the optional ZIP.',
      schema: {
        type: 'object',
        properties: {
          file: { type: 'string', contentMediaType: 'text/csv' },
          photos: { type: 'string', contentMediaType: 'application/zip' },
        },
        required: ['file'],
      },
    },
    success: { status: 202, description: 'Queued.', data: object({ id: int }) },
    errors: { 400: true, 422: true },
  },
  {
    method: 'get',
    path: '/rest-api/v2/admin/imports/{id}',
    tag,
    summary: 'One import: its state, counts and first 1,000 row errors',
    description: `${STAFF} \`rowsTotal\` is null until the worker has counted the rows.`,
    access: 'member',
    params: { id },
    success: {
      description: 'The import.',
      data: object(
        { ...summary, errorCount: int, errors: arrayOf(rowError) },
        { description: 'ImportDetail (lib/schemas/admin-imports.ts).' },
      ),
    },
    errors: { 403: true, 404: true },
  },
  {
    method: 'get',
    path: '/rest-api/v2/admin/imports/{id}/errors.csv',
    tag,
    summary: 'Every row error of an import, as CSV',
    description: `${STAFF} Columns \`row,column,message\`, by row.`,
    access: 'member',
    params: { id },
    success: { description: 'The errors.', media: { type: 'text/csv', schema: { type: 'string' } } },
    errors: { 403: true, 404: true },
  },
];
