import type { ReviewPhoto } from "@domain/review-schemas";

/**
 * A review photo as a 96-px square thumbnail (app/styles.css, .review-photos), loaded only when
 * scrolled near. The browser takes the small file (the photo's thumbnail, when it has one) unless the
 * screen is dense enough to want the full one.
 */
export function ReviewThumbnail({ photo, alt }: { photo: ReviewPhoto; alt: string }) {
  const { thumbnail } = photo;
  return (
    <img
      src={thumbnail?.url ?? photo.url}
      srcSet={thumbnail ? `${thumbnail.url} ${thumbnail.width}w, ${photo.url} ${photo.width}w` : undefined}
      sizes={thumbnail ? "96px" : undefined}
      alt={alt}
      width={photo.width}
      height={photo.height}
      loading="lazy"
      decoding="async"
    />
  );
}

/** A review's photos as thumbnails, each a link to the full picture. */
export function ReviewPhotos({ photos, alt }: { photos: ReviewPhoto[]; alt: string }) {
  if (!photos.length) return null;
  return (
    <ul className="review-photos">
      {photos.map((photo, i) => (
        <li key={photo.id}>
          <a href={photo.url}>
            <ReviewThumbnail photo={photo} alt={`${alt}, photo ${i + 1}`} />
          </a>
        </li>
      ))}
    </ul>
  );
}
