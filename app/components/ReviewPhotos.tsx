import type { ReviewPhoto } from "@domain/review-schemas";

/** A review's photos as thumbnails, each a link to the full picture; loaded only when scrolled near. */
export function ReviewPhotos({ photos, alt }: { photos: ReviewPhoto[]; alt: string }) {
  if (!photos.length) return null;
  return (
    <ul className="review-photos">
      {photos.map((photo, i) => (
        <li key={photo.id}>
          <a href={photo.url}>
            <img src={photo.url} alt={`${alt}, photo ${i + 1}`} width={photo.width} height={photo.height} loading="lazy" decoding="async" />
          </a>
        </li>
      ))}
    </ul>
  );
}
