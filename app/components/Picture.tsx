import type { ImgHTMLAttributes } from "react";

/** A stored picture (a product's or a review photo) and, when it has one, the same picture narrower. */
type StoredPicture = { url: string; width: number; height: number; thumbnail: { url: string; width: number } | null };

/**
 * A stored picture at the width the page's CSS gives it (`sizes`): the browser takes the thumbnail
 * unless the screen is dense enough to want the full picture. Width and height are the picture's, so
 * the page keeps its place for it before it loads.
 */
export function Picture({
  picture,
  sizes,
  alt,
  ...attributes
}: { picture: StoredPicture; sizes: string; alt: string } & Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes" | "width" | "height">) {
  const { thumbnail } = picture;
  return (
    <img
      src={picture.url}
      srcSet={thumbnail ? `${thumbnail.url} ${thumbnail.width}w, ${picture.url} ${picture.width}w` : undefined}
      sizes={thumbnail ? sizes : undefined}
      alt={alt}
      width={picture.width}
      height={picture.height}
      decoding="async"
      {...attributes}
    />
  );
}
