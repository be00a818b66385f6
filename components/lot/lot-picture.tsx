import type { CSSProperties } from 'react';
import {
  largestWidth,
  photoSrcSet,
  renditionUrl,
  widthUpTo,
  type PhotoFormat,
  type PhotoRef,
} from '@/lib/domain/lot-photos';
import './lot-picture.css';

/**
 * A lot photo as a `<picture>`: AVIF, then WebP, each with every rendered width for `sizes`; the `<img>` has the
 * photo's size (no layout shift) and its tiny blurred placeholder as background until the photo covers it. `large`:
 * only the widest rendition (the full-screen view). Lazy unless `eager`. No hooks: server and client components use it.
 */
export function LotPicture({
  photo,
  alt,
  sizes,
  eager = false,
  large = false,
  className = 'lot-photo',
}: {
  photo: PhotoRef;
  alt: string;
  sizes: string;
  eager?: boolean;
  large?: boolean;
  className?: string;
}) {
  const widest = largestWidth(photo);
  const srcSet = (format: PhotoFormat) =>
    large ? renditionUrl(photo, widest, format) : photoSrcSet(photo, format);
  const style: CSSProperties = {
    backgroundImage: `url("${photo.placeholder}")`,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
  };
  return (
    <picture className="lot-picture">
      <source type="image/avif" srcSet={srcSet('avif')} sizes={large ? undefined : sizes} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={large ? undefined : sizes} />
      <img
        className={className}
        src={renditionUrl(photo, large ? widest : widthUpTo(photo, 640), 'webp')}
        alt={alt}
        width={photo.width}
        height={photo.height}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
        draggable={false}
        style={style}
      />
    </picture>
  );
}
