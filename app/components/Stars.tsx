import { useT } from "~/i18n/useT";

/** A rating as stars, read out as "4.5 out of 5 stars". */
export function Stars({ rating }: { rating: number }) {
  const t = useT();
  const full = Math.round(rating);
  return (
    <span className="stars" role="img" aria-label={t("{rating} out of 5 stars", { rating })}>
      {"★".repeat(full)}
      <span className="stars-empty">{"★".repeat(5 - full)}</span>
    </span>
  );
}
