'use client';

import { useEffect, useRef, useState, type DragEvent } from 'react';
import { apiSend, ApiRequestError } from '@/lib/api/fetcher';
import { MAX_PHOTOS_PER_LOT, type LotPhoto } from '@/lib/domain/lot-photos';
import { PhotoTile, type TileAction } from './photo-tile';
import { uploadBatches } from './upload-batches';
import { uploadPhotosRequest } from './upload-photos-request';
import './photos-panel.css';

type Notice = { text: string; error: boolean };

/** Hundredths in a whole: progress in whole percent. */
const PERCENT = 100;

const messageOf = (error: unknown) =>
  error instanceof ApiRequestError ? error.message : 'Something went wrong. Try again.';

/**
 * The lot's photos in the console: drop files on the panel or choose them (many at once, or one straight from a
 * phone's camera), watch the upload's progress, then order them, choose the cover and delete (after a confirmation).
 * Every change is the server's answer (the lot's photos), so the list is always what the lot page shows. Without
 * `canWrite` the photos are shown only.
 */
export function PhotosPanel({
  lotId,
  initial,
  canWrite,
}: {
  lotId: number;
  initial: LotPhoto[];
  canWrite: boolean;
}) {
  const [photos, setPhotos] = useState(initial);
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [dragging, setDragging] = useState(false);
  const [focus, setFocus] = useState<{ id: number; action: TileAction } | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const chooser = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!focus) return;
    const target = list.current?.querySelector<HTMLButtonElement>(
      `[data-photo="${focus.id}"][data-action="${focus.action}"]`,
    );
    (target && !target.disabled ? target : chooser.current)?.focus();
  }, [focus, photos]);

  async function upload(files: File[]) {
    if (files.length === 0 || busy) return;
    const total = files.reduce((sum, file) => sum + file.size, 0);
    let done = 0;
    setBusy(true);
    setNotice(null);
    setProgress({ sent: 0, total });
    let failed: string | null = null;
    for (const batch of uploadBatches(files)) {
      const outcome = await uploadPhotosRequest(lotId, batch, (sent) =>
        setProgress({ sent: Math.min(done + sent, total), total }),
      );
      if (!outcome.ok) {
        failed = outcome.message;
        break;
      }
      setPhotos(outcome.photos);
      done += batch.reduce((sum, file) => sum + file.size, 0);
    }
    setProgress(null);
    setBusy(false);
    setNotice(failed ? { text: failed, error: true } : { text: 'Photos uploaded.', error: false });
  }

  async function send(work: () => Promise<{ photos: LotPhoto[] }>, after: typeof focus, done: string) {
    setBusy(true);
    setNotice(null);
    try {
      setPhotos((await work()).photos);
      setNotice({ text: done, error: false });
      setFocus(after);
    } catch (error) {
      setNotice({ text: messageOf(error), error: true });
    } finally {
      setBusy(false);
    }
  }

  function onAction(photo: LotPhoto, action: TileAction) {
    const ids = photos.map((p) => p.id);
    const coverId = photos.find((p) => p.isCover)?.id ?? photo.id;
    const path = `/rest-api/v2/admin/lots/${lotId}/photos`;
    const arrange = (order: number[], cover: number) => () =>
      apiSend<{ photos: LotPhoto[] }>('PUT', path, { order, coverId: cover });
    const at = ids.indexOf(photo.id);
    if (action === 'earlier' || action === 'later') {
      const to = action === 'earlier' ? at - 1 : at + 1;
      const order = [...ids];
      [order[at], order[to]] = [order[to]!, order[at]!];
      const edge = to === 0 || to === ids.length - 1;
      const next = edge ? (action === 'earlier' ? 'later' : 'earlier') : action;
      void send(arrange(order, coverId), { id: photo.id, action: next }, `Photo moved to place ${to + 1}.`);
    } else if (action === 'cover') {
      if (!photo.isCover) void send(arrange(ids, photo.id), { id: photo.id, action }, 'Cover chosen.');
    } else if (window.confirm(`Delete photo ${at + 1}? Its files are removed for good.`)) {
      const neighbour = ids[at + 1] ?? ids[at - 1];
      void send(
        () => apiSend<{ photos: LotPhoto[] }>('DELETE', `${path}/${photo.id}`),
        neighbour === undefined ? null : { id: neighbour, action: 'delete' },
        'Photo deleted.',
      );
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (canWrite) void upload([...event.dataTransfer.files]);
  };
  const picked = (input: HTMLInputElement) => {
    void upload([...(input.files ?? [])]);
    input.value = '';
  };

  return (
    <section className="admin-photos" aria-labelledby="photos-heading" data-testid="photos-panel">
      <h2 id="photos-heading">Photos</h2>
      {canWrite && (
        <div
          className={`admin-photos__drop${dragging ? ' is-dragging' : ''}`}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="photos-drop"
        >
          <p>
            Drop photos here, or choose them. JPEG, PNG, WebP or HEIC, up to 25 MB each, {MAX_PHOTOS_PER_LOT}{' '}
            a lot; location data is removed.
          </p>
          <div className="admin-photos__inputs">
            <label htmlFor="photos-choose">Choose photos</label>
            <input
              ref={chooser}
              id="photos-choose"
              type="file"
              accept="image/*"
              multiple
              disabled={busy}
              onChange={(event) => picked(event.currentTarget)}
            />
            <label htmlFor="photos-camera">Take a photo</label>
            <input
              id="photos-camera"
              type="file"
              accept="image/*"
              capture="environment"
              disabled={busy}
              onChange={(event) => picked(event.currentTarget)}
            />
          </div>
          {progress && (
            <p className="admin-photos__progress">
              <label htmlFor="photos-progress">Uploading</label>{' '}
              <progress id="photos-progress" value={progress.sent} max={progress.total || 1} />{' '}
              {Math.floor((progress.sent / (progress.total || 1)) * PERCENT)} %
            </p>
          )}
        </div>
      )}
      <p role="status" className={notice?.error ? 'field-error' : 'admin-photos__notice'}>
        {notice?.text}
      </p>
      {photos.length === 0 ? (
        <p>No photos yet: the lot shows its drawn illustrations.</p>
      ) : (
        <ol className="admin-photos__list" ref={list} aria-label="The lot’s photos, in order">
          {photos.map((photo, i) => (
            <PhotoTile
              key={photo.id}
              photo={photo}
              index={i}
              count={photos.length}
              canWrite={canWrite}
              busy={busy}
              onAction={onAction}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
