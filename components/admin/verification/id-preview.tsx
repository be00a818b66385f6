import type { IdReview } from '@/lib/schemas/admin-verification';
import { fileKindName } from './review-texts';

/** Uploads a browser shows as a plain image: the route serves them inline, in a script-less sandbox. */
const SHOWN_INLINE = new Set(['image/jpeg', 'image/png']);

/**
 * The uploaded id, served to staff only by its own route (private, no-store). A JPEG or PNG is shown on the page; a
 * PDF or a HEIC photo is a download to open in the staff member's own viewer: a member's PDF never runs inside the
 * console (it could carry scripts), and browsers do not show HEIC.
 */
export function IdPreview({ review }: { review: IdReview }) {
  const { document } = review;
  if (document.deleted) {
    return (
      <p className="admin-empty" data-testid="id-preview-deleted">
        The member deleted this upload: its file is gone.
      </p>
    );
  }
  const kind = fileKindName(document.mimeType);
  return (
    <figure className="id-preview" data-testid="id-preview">
      {SHOWN_INLINE.has(document.mimeType) ? (
        <a href={review.fileUrl} target="_blank" rel="noopener">
          {/* eslint-disable-next-line @next/next/no-img-element -- a private, uncached file: not for next/image */}
          <img
            className="id-preview__image"
            src={review.fileUrl}
            alt={`The id ${review.member.name} uploaded (${kind})`}
          />
        </a>
      ) : (
        <p>
          <a href={review.fileUrl} download={document.fileName} data-testid="id-preview-download">
            Download the {kind} ({document.fileName})
          </a>
        </p>
      )}
      <figcaption className="admin-muted">
        {SHOWN_INLINE.has(document.mimeType)
          ? 'Open the image in a new tab to see it at full size.'
          : `A ${kind} opens in your own viewer, never inside the console.`}
      </figcaption>
    </figure>
  );
}
