import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { dialogHref } from "~/utils/dialog";
import { digitsOnly, reformat } from "~/utils/input";
import { describeGeolocationError, POSITION_UNAVAILABLE, type LocationError } from "~/lib/location/geolocation";
import { PINCODE_LENGTH } from "@domain/location/pincode";
import { useT } from "~/i18n/useT";

/**
 * The location dialog (docs/product.md#dialogs, #location). It is a form posting to /location, so it works
 * without JavaScript; with JavaScript the check runs by itself at exactly six digits and
 * 'Detect my location' uses the browser's position.
 */
export function LocationDialog({ error, closeHref }: { error: LocationError | null; closeHref: string }) {
  const fetcher = useFetcher();
  const t = useT();
  const { pathname, search } = useLocation();
  const [geoError, setGeoError] = useState<LocationError | null>(null);
  const [detecting, setDetecting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const returnTo = dialogHref(pathname, search, null);
  const busy = fetcher.state !== "idle" || detecting;
  const shown = geoError ?? error;

  useEffect(() => inputRef.current?.focus(), []);

  function detect() {
    setGeoError(null);
    if (!("geolocation" in navigator)) {
      setGeoError(POSITION_UNAVAILABLE);
      return;
    }
    setDetecting(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setDetecting(false);
        const form = new FormData(formRef.current ?? undefined);
        form.set("intent", "detect");
        form.set("latitude", String(position.coords.latitude));
        form.set("longitude", String(position.coords.longitude));
        fetcher.submit(form, { method: "post", action: "/location" });
      },
      (failure) => {
        setDetecting(false);
        const described = describeGeolocationError(failure);
        if (described) setGeoError(described);
        else window.alert(t("something went wrong"));
      },
      { enableHighAccuracy: true, timeout: 5000, maximumAge: 0 },
    );
  }

  return (
    <div className="dialog-backdrop">
      <dialog open className="dialog" aria-labelledby="location-dialog-title" aria-describedby="location-dialog-text">
        <Link to={closeHref} className="dialog-close" aria-label={t("Close")}>
          ×
        </Link>
        <h2 id="location-dialog-title">{t("Where should we deliver the products?")}</h2>
        <p id="location-dialog-text">{t("Please provide your Delivery Location to see products")}</p>
        {shown ? (
          <div className="alert alert-error" role="alert">
            {/* A refusal from the server comes translated; the browser's own failures are translated here. */}
            {shown.title ? <strong>{t.text(shown.title)}</strong> : null}
            <p>{t.text(shown.message)}</p>
          </div>
        ) : null}
        <fetcher.Form ref={formRef} method="post" action="/location" noValidate className="location-form">
          <AuthenticityTokenInput />
          <input type="hidden" name="redirectTo" value={returnTo} />
          <label htmlFor="pincode">{t("Pincode")}</label>
          <div className="input-row">
            <input
              ref={inputRef}
              id="pincode"
              name="pincode"
              type="text"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={PINCODE_LENGTH}
              placeholder={t("6-digit pincode")}
              defaultValue={error?.pincode ?? ""}
              aria-invalid={error ? true : undefined}
              onChange={(event) => {
                const digits = reformat(event.currentTarget, digitsOnly);
                setGeoError(null);
                if (digits.length === PINCODE_LENGTH) fetcher.submit(event.currentTarget.form);
              }}
            />
            <button type="submit" name="intent" value="manual" disabled={busy}>
              {fetcher.state !== "idle" ? t("Checking…") : t("Check")}
            </button>
          </div>
          <p className="or">{t("or")}</p>
          <button
            type="submit"
            name="intent"
            value="detect"
            className="button-secondary detect"
            disabled={busy}
            onClick={(event) => {
              event.preventDefault();
              detect();
            }}
          >
            {detecting ? t("Detecting…") : t("Detect my location")}
          </button>
        </fetcher.Form>
      </dialog>
    </div>
  );
}
