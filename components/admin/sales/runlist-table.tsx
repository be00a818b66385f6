'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ApiRequestError, apiSend } from '@/lib/api/fetcher';
import type { SaleWire } from '@/lib/schemas/admin-sales';

type RunlistRow = SaleWire['lots'][number];
type Control = 'up' | 'down' | 'place' | 'remove';

const controlId = (lotId: number, control: Control) => `runlist-${lotId}-${control}`;

/** What a refused change says: the server's reason (409, 404, 422), else that the request failed. */
function refusedText(error: unknown): string {
  if (error instanceof ApiRequestError && error.status !== undefined && error.status < 500)
    return error.message;
  return 'The change failed: check your connection and retry.';
}

/**
 * The sale's runlist, in order: each lot's place, lot and stock number, vehicle, status and bids. With `canWrite`,
 * each lot that may move has Move up and Move down buttons (Alt+Arrow Up and Alt+Arrow Down do the same from any of
 * its controls), a place to move it to, and, when it has no bids, a button to take it off the sale. Every control is
 * a labelled button or field: the keyboard does what the mouse does; after a move the focus stays on the lot's
 * control, and a status line says where the lot went (or why it could not). A lot on the block or already sold shows
 * no controls; the server refuses it anyway (409).
 */
export function RunlistTable({
  saleId,
  lane,
  lots,
  canWrite,
  canRemove,
  statusNames,
}: {
  saleId: number;
  lane: string;
  lots: readonly RunlistRow[];
  canWrite: boolean;
  /** Whether lots may leave the sale (it has not started). */
  canRemove: boolean;
  /** Each lot status in words (given by the page: the names live on the server). */
  statusNames: Readonly<Record<string, string>>;
}) {
  const router = useRouter();
  const [rows, setRows] = useState(lots);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);
  const [places, setPlaces] = useState<Record<number, string>>({});
  const focusNext = useRef<{ lotId: number; control: Control } | null>(null);

  // A refresh of the page (lots assigned meanwhile) brings the server's runlist.
  const [given, setGiven] = useState(lots);
  if (given !== lots) {
    setGiven(lots);
    setRows(lots);
  }
  useEffect(() => {
    const wanted = focusNext.current;
    if (!wanted) return;
    focusNext.current = null;
    const order: Control[] = [wanted.control, wanted.control === 'up' ? 'down' : 'up', 'place'];
    for (const control of order) {
      const element = document.getElementById(controlId(wanted.lotId, control)) as HTMLButtonElement | null;
      if (element && !element.disabled) {
        element.focus();
        return;
      }
    }
    document.getElementById('runlist-caption')?.focus();
  }, [rows]);

  const movable = rows.filter((row) => row.movable);
  const firstMovable = movable[0]?.place ?? 0;
  const lastMovable = movable[movable.length - 1]?.place ?? 0;

  async function send(lot: RunlistRow, control: Control, request: () => Promise<SaleWire>, done: string) {
    if (busy) return;
    setBusy(true);
    setSaid(null);
    try {
      const sale = await request();
      const after = sale.lots.find((row) => row.id === lot.id);
      const next =
        control === 'remove' ? (sale.lots[lot.place - 1] ?? sale.lots[sale.lots.length - 1]) : after;
      focusNext.current = next ? { lotId: next.id, control: control === 'remove' ? 'up' : control } : null;
      setRows(sale.lots);
      if (control === 'place') setPlaces((typed) => ({ ...typed, [lot.id]: '' }));
      setSaid({
        kind: 'status',
        text: after ? `${done} Now at place ${after.place} of ${sale.lots.length}.` : done,
      });
      router.refresh();
    } catch (error) {
      setSaid({ kind: 'alert', text: refusedText(error) });
    } finally {
      setBusy(false);
    }
  }

  const moveTo = (lot: RunlistRow, position: number, control: Control) =>
    send(
      lot,
      control,
      () =>
        apiSend<SaleWire>('PUT', `/rest-api/v2/admin/sales/${saleId}/runlist`, { lotId: lot.id, position }),
      `Lot ${lot.id} moved.`,
    );

  function onRowKey(lot: RunlistRow, event: KeyboardEvent) {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    if (event.key === 'ArrowUp' && lot.place > firstMovable) void moveTo(lot, lot.place - 1, 'up');
    if (event.key === 'ArrowDown' && lot.place < lastMovable) void moveTo(lot, lot.place + 1, 'down');
  }

  function onPlace(lot: RunlistRow, event: FormEvent) {
    event.preventDefault();
    const typed = (places[lot.id] ?? '').trim();
    const position = Number(typed);
    if (!/^\d+$/.test(typed) || position < 1) {
      setSaid({ kind: 'alert', text: `Type a place from 1 to ${rows.length} for lot ${lot.id}.` });
      return;
    }
    void moveTo(lot, position, 'place');
  }

  if (rows.length === 0) return <p className="admin-empty">No lots in this sale yet.</p>;
  return (
    <>
      {canWrite && (
        <p className="field-hint" id="runlist-keys">
          Move a lot with its buttons, by typing its new place, or with Alt+Arrow Up and Alt+Arrow Down on any
          of its controls.
        </p>
      )}
      <p
        className={said?.kind === 'alert' ? 'form__error' : 'form__success'}
        role={said?.kind === 'alert' ? 'alert' : 'status'}
        data-testid="runlist-said"
      >
        {said?.text ?? ''}
      </p>
      <div className="admin-table-scroll" role="region" aria-labelledby="runlist-caption" tabIndex={0}>
        <table className="admin-table admin-runlist" data-testid="runlist" aria-busy={busy}>
          <caption id="runlist-caption" tabIndex={-1}>
            Runlist of lane {lane}: {rows.length === 1 ? '1 lot' : `${rows.length} lots`}, in selling order
          </caption>
          <thead>
            <tr>
              <th scope="col">Place</th>
              <th scope="col">Lot</th>
              <th scope="col">Stock number</th>
              <th scope="col">Vehicle</th>
              <th scope="col">Status</th>
              <th scope="col">Bids</th>
              {canWrite && <th scope="col">Change</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((lot) => (
              <tr
                key={lot.id}
                data-lot-id={lot.id}
                onKeyDown={canWrite ? (e) => onRowKey(lot, e) : undefined}
              >
                <td>{lot.place}</td>
                <th scope="row">
                  <Link href={`/admin/lots/${lot.id}`}>{lot.id}</Link>
                </th>
                <td>{lot.stockNumber}</td>
                <td>{lot.title}</td>
                <td>{statusNames[lot.status] ?? lot.status}</td>
                <td>{lot.bidCount}</td>
                {canWrite && (
                  <td>
                    {lot.movable ? (
                      <div className="admin-runlist__controls">
                        <button
                          type="button"
                          className="button is-light-blue"
                          id={controlId(lot.id, 'up')}
                          aria-label={`Move lot ${lot.id} up`}
                          aria-describedby="runlist-keys"
                          disabled={busy || lot.place <= firstMovable}
                          onClick={() => void moveTo(lot, lot.place - 1, 'up')}
                        >
                          Up
                        </button>
                        <button
                          type="button"
                          className="button is-light-blue"
                          id={controlId(lot.id, 'down')}
                          aria-label={`Move lot ${lot.id} down`}
                          aria-describedby="runlist-keys"
                          disabled={busy || lot.place >= lastMovable}
                          onClick={() => void moveTo(lot, lot.place + 1, 'down')}
                        >
                          Down
                        </button>
                        <form className="admin-runlist__place" onSubmit={(e) => onPlace(lot, e)} noValidate>
                          <label htmlFor={controlId(lot.id, 'place')} className="visually-hidden">
                            New place for lot {lot.id}
                          </label>
                          <input
                            id={controlId(lot.id, 'place')}
                            type="text"
                            inputMode="numeric"
                            size={4}
                            autoComplete="off"
                            value={places[lot.id] ?? ''}
                            onChange={(e) => setPlaces((p) => ({ ...p, [lot.id]: e.target.value }))}
                          />
                          <button type="submit" className="button is-light-blue" disabled={busy}>
                            Move<span className="visually-hidden"> lot {lot.id} to this place</span>
                          </button>
                        </form>
                        {canRemove && lot.bidCount === 0 && (
                          <button
                            type="button"
                            className="button is-red"
                            id={controlId(lot.id, 'remove')}
                            disabled={busy}
                            onClick={() =>
                              void send(
                                lot,
                                'remove',
                                () =>
                                  apiSend<SaleWire>(
                                    'DELETE',
                                    `/rest-api/v2/admin/sales/${saleId}/lots/${lot.id}`,
                                  ),
                                `Lot ${lot.id} taken off the sale.`,
                              )
                            }
                          >
                            Remove<span className="visually-hidden"> lot {lot.id} from the sale</span>
                          </button>
                        )}
                      </div>
                    ) : (
                      <span>{lot.status === 'on-the-block' ? 'Stays (on the block)' : 'Stays'}</span>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
