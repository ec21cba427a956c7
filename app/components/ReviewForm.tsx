import { getFormProps, useForm, type FieldMetadata } from "~/lib/forms/use-form";
import { Form, useActionData } from "@remix-run/react";
import { useState } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import type { ReviewForm as ReviewFormValue, ReviewFormData } from "@domain/reviews/schemas";
import { useLazyValidation } from "~/lib/forms/lazy-validation";
import { REVIEW_LIMITS } from "@domain/reviews/reviews";
import { Field, FieldError, FormErrors, TextareaField } from "./form";
import { SubmitButton } from "./SubmitButton";
import { ReviewThumbnail } from "./ReviewPhotos";
import { useT } from "~/i18n/useT";

/** Each star's word, by its number of stars. */
const STAR_WORDS = { 1: "Poor", 2: "Fair", 3: "Good", 4: "Very good", 5: "Excellent" } as const;
const STARS = [1, 2, 3, 4, 5] as const;

/** The schema's fields and the photos, which travel beside them as files (a refusal of them comes back under `photos`). */
type ReviewFormFields = ReviewFormValue & { photos?: File[] };

/**
 * The review form of one product (productStarRating + addProductReview): stars as a radio group (the
 * arrow keys move between them), an optional title and text, and up to five photos. A multipart form
 * that works without JavaScript; with it, the chosen photos show as thumbnails before sending.
 */
export function ReviewForm({ data }: { data: ReviewFormData }) {
  const lastResult = useActionData<never>();
  const t = useT();
  const review = data.review;
  const validate = useLazyValidation(() => import("@domain/reviews/schemas").then((s) => s.reviewFormSchema));
  const [form, fields] = useForm<ReviewFormFields>({
    id: "review-form",
    lastResult,
    defaultValue: { productId: data.product.id, rating: review ? String(review.rating) : "", title: review?.title ?? "", text: review?.review ?? "" },
    onValidate: validate,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <Form
      method="post"
      action={`/my_reviews?product=${encodeURIComponent(data.product.id)}`}
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="account-form review-form"
    >
      <AuthenticityTokenInput />
      <FormErrors form={form} />
      <input type="hidden" name={fields.productId.name} value={data.product.id} />
      <StarsInput meta={fields.rating} />
      <Field meta={fields.title} label={t("Title (optional)")} maxLength={REVIEW_LIMITS.title} />
      <TextareaField meta={fields.text} label={t("Your review (optional)")} rows={5} />
      {review?.photos.length ? (
        <fieldset className="field">
          <legend>{t("Your photos")}</legend>
          <ul className="review-photos">
            {review.photos.map((photo, i) => (
              <li key={photo.id}>
                <ReviewThumbnail photo={photo} alt={t("Your photo {number}", { number: i + 1 })} />
                <label>
                  <input type="checkbox" name="removePhoto" value={photo.id} /> {t("Remove photo {number}", { number: i + 1 })}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <PhotosInput meta={fields.photos} />
      <SubmitButton pendingText={t("Saving…")} action="/my_reviews">
        {review ? t("Update review") : t("Submit review")}
      </SubmitButton>
    </Form>
  );
}

/** 1 to 5 stars as native radio buttons: keyboard-operable, and required without JavaScript too. */
function StarsInput({ meta }: { meta: FieldMetadata }) {
  const chosen = typeof meta.initialValue === "string" ? meta.initialValue : "";
  const t = useT();
  return (
    <fieldset className="field star-input" aria-describedby={meta.errors?.length ? meta.errorId : undefined}>
      <legend>{t("Your rating")}</legend>
      <div className="star-options">
        {STARS.map((star) => (
          <label key={star}>
            <input type="radio" name={meta.name} value={star} defaultChecked={chosen === String(star)} required />
            <span>{star === 1 ? t("1 star") : t("{count} stars", { count: star })}</span>
            <span className="muted"> {t(STAR_WORDS[star])}</span>
          </label>
        ))}
      </div>
      {meta.errors?.length ? (
        <p className="field-error" id={meta.errorId}>
          {t.text(meta.errors[0])}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Reads a chosen file as a data: URL, which the shop's CSP allows for pictures (blob: it does not). */
const dataUrl = (file: File) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => resolve("");
    reader.readAsDataURL(file);
  });

/**
 * The photo picker; with JavaScript, thumbnails of the chosen files before they are sent. Its refusal
 * (a file that is no picture, too large, too many) is shown and tied to it as every field's is.
 */
function PhotosInput({ meta }: { meta: FieldMetadata }) {
  const [previews, setPreviews] = useState<string[]>([]);
  const t = useT();
  return (
    <div className="field">
      <label htmlFor={meta.id}>{t("Photos (optional, up to {count}; JPEG, PNG or WebP, 5 MB each)", { count: REVIEW_LIMITS.photos })}</label>
      <input
        id={meta.id}
        type="file"
        name={meta.name}
        accept="image/jpeg,image/png,image/webp"
        multiple
        aria-invalid={meta.errors?.length ? true : undefined}
        aria-describedby={meta.errors?.length ? meta.errorId : undefined}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])].slice(0, REVIEW_LIMITS.photos);
          void Promise.all(files.map(dataUrl)).then((urls) => setPreviews(urls.filter(Boolean)));
        }}
      />
      {previews.length ? (
        <ul className="review-photos" aria-label={t("Chosen photos")}>
          {previews.map((url, i) => (
            <li key={i}>
              <img src={url} alt={t("Chosen, {number} of {count}", { number: i + 1, count: previews.length })} width={96} height={96} />
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError meta={meta} />
    </div>
  );
}
