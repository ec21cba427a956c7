import { getInputProps, type FieldMetadata } from "~/lib/forms/use-form";
import { FieldError } from "~/components/form";

/** A console form's labelled number field, from 0, with its error under it; `step` "any" for amounts in rupees. */
export function NumberField({ meta, label, step = "1" }: { meta: FieldMetadata; label: string; step?: string }) {
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      <input {...getInputProps(meta, { type: "number" })} key={meta.key} min={0} step={step} />
      <FieldError meta={meta} />
    </div>
  );
}
