/** An order's progress bar (docs/product.md#progress-bar): the percent the API works out from the forward or the return table. */
export function OrderProgress({ percent, label }: { percent: number; label: string }) {
  return (
    <div className="order-progress">
      <progress max={100} value={percent} aria-label={label}>
        {percent}%
      </progress>
      <span className="muted">{percent}%</span>
    </div>
  );
}
