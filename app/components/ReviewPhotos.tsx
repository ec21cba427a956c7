import { Picture } from "./Picture";
import type { ReviewPhoto } from "@domain/reviews/schemas";
import { useT } from "~/i18n/useT";

/** A review photo as a 96-px square thumbnail (app/styles.css, .review-photos), loaded only when scrolled near. */
export function ReviewThumbnail({ photo, alt }: { photo: ReviewPhoto; alt: string }) {
  return <Picture picture={photo} sizes="96px" alt={alt} loading="lazy" />;
}

/** A review's photos as thumbnails, each a link to the full picture; `alt` (in the shopper's language) says whose. */
export function ReviewPhotos({ photos, alt }: { photos: ReviewPhoto[]; alt: string }) {
  const t = useT();
  if (!photos.length) return null;
  return (
    <ul className="review-photos">
      {photos.map((photo, i) => (
        <li key={photo.id}>
          <a href={photo.url}>
            <ReviewThumbnail photo={photo} alt={t("{alt}, photo {number}", { alt, number: i + 1 })} />
          </a>
        </li>
      ))}
    </ul>
  );
}
