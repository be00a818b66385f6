import type { ImportRowError } from '@/lib/schemas/admin-imports';

/** An import's row errors: the row in the file (0: the photo ZIP), the column (`_`: the whole row) and why. */
export function ImportErrorsTable({ errors }: { errors: readonly ImportRowError[] }) {
  return (
    <div className="admin-table-scroll" role="region" aria-labelledby="import-errors-caption" tabIndex={0}>
      <table className="admin-table" data-testid="import-errors">
        <caption id="import-errors-caption">Refused rows, by row</caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Column</th>
            <th scope="col">Why</th>
          </tr>
        </thead>
        <tbody>
          {errors.map((error) => (
            <tr key={`${error.row}/${error.column}`}>
              <td>{error.row === 0 ? 'photos' : error.row.toLocaleString('en-US')}</td>
              <td>{error.column === '_' ? '(row)' : error.column}</td>
              <td>{error.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
