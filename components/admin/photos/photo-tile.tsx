'use client';

import { renditionUrl, type LotPhoto } from '@/lib/domain/lot-photos';

export type TileAction = 'earlier' | 'later' | 'cover' | 'delete';

/**
 * One photo of the console's panel: its thumbnail, its place, and (with `canWrite`) buttons to move it earlier or
 * later, make it the cover (a toggle that shows which photo is) and delete it. Each button names its photo for
 * screen readers and carries `data-photo`/`data-action`, so the panel can put focus back after a change.
 */
export function PhotoTile({
  photo,
  index,
  count,
  canWrite,
  busy,
  onAction,
}: {
  photo: LotPhoto;
  index: number;
  count: number;
  canWrite: boolean;
  busy: boolean;
  onAction: (photo: LotPhoto, action: TileAction) => void;
}) {
  const name = `photo ${index + 1}`;
  const button = (action: TileAction, label: string, text: string, extra: { disabled?: boolean } = {}) => (
    <button
      type="button"
      className="admin-photos__button"
      data-photo={photo.id}
      data-action={action}
      aria-label={label}
      disabled={busy || extra.disabled}
      aria-pressed={action === 'cover' ? photo.isCover : undefined}
      onClick={() => onAction(photo, action)}
    >
      {text}
    </button>
  );
  return (
    <li className="admin-photos__tile" data-testid="admin-photo">
      {/* eslint-disable-next-line @next/next/no-img-element -- a rendition made at upload */}
      <img
        src={renditionUrl(photo, photo.widths[0]!, 'webp')}
        alt={`Photo ${index + 1} of ${count}`}
        width={160}
        height={120}
        loading="lazy"
      />
      <p className="admin-photos__caption">
        {index + 1} of {count}
        {photo.isCover && <strong className="admin-photos__cover"> · Cover</strong>}
      </p>
      {canWrite && (
        <div className="admin-photos__actions">
          {button('earlier', `Move ${name} earlier`, '←', { disabled: index === 0 })}
          {button('later', `Move ${name} later`, '→', { disabled: index === count - 1 })}
          {button('cover', `Make ${name} the cover`, photo.isCover ? 'Cover' : 'Make cover')}
          {button('delete', `Delete ${name}`, 'Delete')}
        </div>
      )}
    </li>
  );
}
