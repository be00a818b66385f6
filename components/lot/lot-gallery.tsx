'use client';

import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { fill } from '@/lib/domain/fill-template';
import { galleryKeyAction, stepIndex, swipeStep, type GalleryAction } from '@/lib/domain/gallery';
import type { PhotoRef } from '@/lib/domain/lot-photos';
import { LotPicture } from './lot-picture';
import './lot-gallery.css';

export interface GalleryPhoto {
  src: string;
  alt: string;
  /** An uploaded photo: shown as a <picture> of its renditions (else `src`, a drawn illustration, as it is). */
  photo?: PhotoRef;
}

export interface GalleryLabels {
  label: string;
  previous: string;
  next: string;
  /** "{n} of {total}" */
  position: string;
  /** "Show photo {n}" */
  thumbnail: string;
  thumbnails: string;
  open: string;
  close: string;
  fullScreen: string;
}

const WIDTH = 800;
const HEIGHT = 400;
/** The stage is two thirds of the page beside the sale panel, the whole width on a narrow screen. */
const STAGE_SIZES = '(max-width: 767.98px) 100vw, 66vw';

/**
 * The lot's photos: one large photo with previous/next buttons, its position announced politely, thumbnails, and a
 * full-screen view. Keys (anywhere in the gallery): arrows step (in reading direction), Home and End jump, Escape
 * closes the full-screen view. A horizontal swipe (pointer events: touch, pen or mouse) steps too. Only the first
 * photo loads eagerly.
 */
export function LotGallery({
  photos,
  labels,
  rtl = false,
}: {
  photos: readonly GalleryPhoto[];
  labels: GalleryLabels;
  rtl?: boolean;
}) {
  const [index, setIndex] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const press = useRef<{ id: number; x: number; y: number } | null>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const count = photos.length;

  useEffect(() => {
    if (fullScreen) closeButton.current?.focus();
    else if (wasOpen.current) openButton.current?.focus();
    wasOpen.current = fullScreen;
  }, [fullScreen]);

  if (count === 0) return null;
  const current = photos[Math.min(index, count - 1)]!;
  const position = fill(labels.position, { n: index + 1, total: count });

  const apply = (action: GalleryAction): boolean => {
    if (action === 'close') {
      if (!fullScreen) return false;
      setFullScreen(false);
      return true;
    }
    if (count < 2) return false;
    if (action === 'next') setIndex((i) => stepIndex(i, 1, count));
    else if (action === 'previous') setIndex((i) => stepIndex(i, -1, count));
    else setIndex(action === 'first' ? 0 : count - 1);
    return true;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const action = galleryKeyAction(event.key, rtl);
    if (action && apply(action)) event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.isPrimary === false) return;
    press.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = press.current;
    press.current = null;
    if (!start || start.id !== event.pointerId) return;
    const step = swipeStep(event.clientX - start.x, event.clientY - start.y, rtl);
    if (step !== 0) apply(step === 1 ? 'next' : 'previous');
  };
  const swipe = {
    onPointerDown,
    onPointerUp,
    onPointerCancel: () => {
      press.current = null;
    },
  };

  const stepButtons = count > 1 && (
    <>
      <button
        type="button"
        className="lot-gallery__step lot-gallery__step--previous"
        aria-label={labels.previous}
        onClick={() => apply('previous')}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className="lot-gallery__step lot-gallery__step--next"
        aria-label={labels.next}
        onClick={() => apply('next')}
      >
        <span aria-hidden="true">›</span>
      </button>
    </>
  );

  return (
    <section
      className="lot-gallery"
      aria-label={labels.label}
      aria-roledescription="carousel"
      onKeyDown={onKeyDown}
      data-testid="lot-gallery"
    >
      <div className="lot-gallery__stage" {...swipe} data-testid="lot-gallery-stage">
        {current.photo ? (
          <LotPicture
            key={current.src}
            photo={current.photo}
            alt={current.alt}
            sizes={STAGE_SIZES}
            eager={index === 0}
          />
        ) : (
          // eslint-disable-next-line @next/next/no-img-element -- generated SVG, nothing to optimise
          <img
            key={current.src}
            src={current.src}
            alt={current.alt}
            width={WIDTH}
            height={HEIGHT}
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            draggable={false}
          />
        )}
        {stepButtons}
      </div>
      <div className="lot-gallery__bar">
        <p className="lot-gallery__position" aria-live={fullScreen ? 'off' : 'polite'} aria-atomic="true">
          {position}
        </p>
        <button
          ref={openButton}
          type="button"
          className="button is-light-blue lot-gallery__open"
          aria-haspopup="dialog"
          onClick={() => setFullScreen(true)}
        >
          {labels.open}
        </button>
      </div>
      {count > 1 && (
        <ul className="lot-gallery__thumbs" aria-label={labels.thumbnails}>
          {photos.map((photo, i) => (
            <li key={photo.src}>
              <button
                type="button"
                aria-label={fill(labels.thumbnail, { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              >
                {photo.photo ? (
                  <LotPicture photo={photo.photo} alt="" sizes="96px" eager={i === 0} />
                ) : (
                  // eslint-disable-next-line @next/next/no-img-element -- generated SVG, nothing to optimise
                  <img src={photo.src} alt="" width={96} height={48} loading={i === 0 ? 'eager' : 'lazy'} />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      {fullScreen && (
        <div
          className="lot-gallery__dialog"
          role="dialog"
          aria-modal="true"
          aria-label={labels.fullScreen}
          data-testid="lot-gallery-dialog"
          onKeyDown={(event) => {
            // Keep Tab inside the dialog.
            if (event.key !== 'Tab') return;
            const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
            const first = buttons[0];
            const last = buttons[buttons.length - 1];
            if (event.shiftKey && document.activeElement === first) {
              event.preventDefault();
              last?.focus();
            } else if (!event.shiftKey && document.activeElement === last) {
              event.preventDefault();
              first?.focus();
            }
          }}
        >
          <button
            ref={closeButton}
            type="button"
            className="lot-gallery__close"
            aria-label={labels.close}
            onClick={() => setFullScreen(false)}
          >
            <span aria-hidden="true">×</span>
          </button>
          <div className="lot-gallery__stage lot-gallery__stage--full" {...swipe}>
            {current.photo ? (
              <LotPicture photo={current.photo} alt={current.alt} sizes="100vw" eager large />
            ) : (
              // eslint-disable-next-line @next/next/no-img-element -- generated SVG, nothing to optimise
              <img src={current.src} alt={current.alt} width={WIDTH} height={HEIGHT} draggable={false} />
            )}
            {stepButtons}
          </div>
          <p className="lot-gallery__position" aria-live="polite" aria-atomic="true">
            {position}
          </p>
        </div>
      )}
    </section>
  );
}
