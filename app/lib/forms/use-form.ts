import { useEffect, useRef, useState, type FormEvent } from "react";

/**
 * The shop's forms in the browser (docs/product.md#forms-and-validation): each field's id, name, first
 * value and errors, from the server's answer to the last post and, once a field was left or the form
 * sent, from the form's own validation. The server's answer has conform's shape (app/server/form.server.ts
 * validates every post with @conform-to/zod); this small hook renders it, so a page's first load carries
 * no form library (docs/decisions/037). Forms never use the browser's own validation (`noValidate`): its
 * bubbles speak the browser's language, not the shopper's, so without JavaScript the server answers.
 */

/** The server's answer to a refused post (conform's SubmissionResult): what was typed, and errors by field ("" for the whole form). */
export type FormResult = {
  status?: "error" | "success";
  initialValue?: Record<string, unknown> | null;
  error?: Record<string, string[] | null> | null;
};

/** A validation of the form's current values: the errors by field name, none when the values are valid. */
export type Validate = (context: { formData: FormData }) => { error?: Record<string, string[] | null> | null };

type When = "onSubmit" | "onBlur" | "onInput";

type Options<T> = {
  id: string;
  lastResult?: FormResult | null;
  defaultValue?: { [K in keyof T]?: unknown } | null;
  /** Without it the form is checked by the server only (and until a lazily loaded validation has arrived). */
  onValidate?: Validate;
  /** When a field is first validated (besides on submit); after that it is validated again at `shouldRevalidate`. */
  shouldValidate?: When;
  shouldRevalidate?: When;
};

export type FieldMetadata = {
  id: string;
  name: string;
  formId: string;
  errorId: string;
  errors?: string[];
  initialValue?: string | string[];
  key?: string;
};

export type FormMetadata = {
  id: string;
  errorId: string;
  errors?: string[];
  /** Every error shown, by field name (a list's items by their place: closedDates[1]). */
  allErrors: Record<string, string[]>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  noValidate: true;
  /** Sets a field's value, as a script that fills it in (the city from the pincode). */
  update: (change: { name: string; value: string }) => void;
  /** Validates one field now, as if the shopper had left it. */
  validate: (field: { name: string }) => void;
};

type Fields<T> = { [K in keyof T & string]: FieldMetadata };

/** The errors shown, by field, and the fields validated since the server's last answer ("all" once the form was sent). */
type State = { result: FormResult | null | undefined; errors: Record<string, string[]>; validated: string[] | "all" };

const fromResult = (result: FormResult | null | undefined): State => ({ result, errors: errorsOf(result?.error), validated: result ? "all" : [] });

function errorsOf(error: FormResult["error"]): Record<string, string[]> {
  return Object.fromEntries(Object.entries(error ?? {}).filter((entry): entry is [string, string[]] => !!entry[1]?.length));
}

/** A first value as a form control holds it: text, "on" for a true checkbox, nothing for null. */
function asText(value: unknown): string | string[] | undefined {
  if (Array.isArray(value)) return value.map((item) => asText(item)).filter((item): item is string => typeof item === "string");
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (typeof value === "boolean") return value ? "on" : undefined;
  if (value instanceof Date) return value.toISOString();
  return undefined;
}

export function useForm<T extends Record<string, unknown> = Record<string, unknown>>(options: Options<T>): [FormMetadata, Fields<T>] {
  const { id, lastResult } = options;
  const [stored, setState] = useState(() => fromResult(lastResult));
  // A new answer from the server starts over from its errors.
  const state = stored.result === lastResult ? stored : fromResult(lastResult);
  const latest = useRef({ options, state });
  latest.current = { options, state };

  /** Runs the form's validation and shows the errors of `names` (every field when sending); answers the fields refused. */
  function check(element: HTMLFormElement, names: string[] | "all"): string[] {
    const { options: current, state: shown } = latest.current;
    if (!current.onValidate) return [];
    const found = errorsOf(current.onValidate({ formData: new FormData(element) }).error);
    if (names === "all") setState({ result: shown.result, errors: found, validated: "all" });
    else {
      const errors = { ...shown.errors };
      for (const name of names) {
        if (found[name]) errors[name] = found[name];
        else delete errors[name];
      }
      const validated = shown.validated === "all" ? "all" : [...new Set([...shown.validated, ...names])];
      setState({ result: shown.result, errors, validated });
    }
    return Object.keys(found);
  }

  const formElement = () => document.getElementById(id) as HTMLFormElement | null;

  useEffect(() => {
    /** A field of this form was typed in or left: validate it when it is due. */
    const on = (when: When) => (event: Event) => {
      const target = event.target as HTMLInputElement | null;
      const element = target?.form;
      if (!element || element.id !== id || !target.name) return;
      // Leaving a field for the form's own submit button: the submit checks every field. An error shown
      // now would move the button from under the pointer between press and release, and lose the click.
      const next = (event as FocusEvent).relatedTarget;
      if (when === "onBlur" && next instanceof HTMLButtonElement && next.type === "submit" && next.form === element) return;
      const { options: current, state: shown } = latest.current;
      const validated = shown.validated === "all" || shown.validated.includes(target.name);
      const due = validated ? (current.shouldRevalidate ?? current.shouldValidate) : current.shouldValidate;
      if (due === when) check(element, [target.name]);
    };
    const onInput = on("onInput");
    const onBlur = on("onBlur");
    document.addEventListener("input", onInput);
    document.addEventListener("focusout", onBlur);
    return () => {
      document.removeEventListener("input", onInput);
      document.removeEventListener("focusout", onBlur);
    };
  }, [id]);

  const form: FormMetadata = {
    id,
    errorId: `${id}-error`,
    errors: state.errors[""],
    allErrors: state.errors,
    noValidate: true,
    onSubmit(event) {
      const refused = check(event.currentTarget, "all");
      if (!refused.length) return;
      event.preventDefault();
      // The first refused field of the form, in the form's order.
      const control = Array.from(event.currentTarget.elements).find((element) => refused.includes((element as HTMLInputElement).name));
      if (control instanceof HTMLElement) control.focus();
    },
    update({ name, value }) {
      const control = formElement()?.elements.namedItem(name);
      if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement) control.value = value;
    },
    validate({ name }) {
      const element = formElement();
      if (element) check(element, [name]);
    },
  };
  const initial = lastResult?.initialValue ?? options.defaultValue ?? {};
  const fields = new Proxy({} as Fields<T>, {
    get: (_, name): FieldMetadata | undefined =>
      typeof name === "string"
        ? {
            id: `${id}-${name}`,
            name,
            formId: id,
            errorId: `${id}-${name}-error`,
            errors: state.errors[name],
            initialValue: asText((initial as Record<string, unknown>)[name]),
          }
        : undefined,
  });
  return [form, fields];
}

type ControlOptions = { ariaDescribedBy?: string };

/** What every control of a field carries: its name and id, and when refused, `aria-invalid` and its error as its description. */
function controlProps(meta: FieldMetadata, { ariaDescribedBy }: ControlOptions = {}) {
  const invalid = !!meta.errors?.length;
  return {
    key: meta.key,
    id: meta.id,
    name: meta.name,
    form: meta.formId,
    "aria-invalid": invalid || undefined,
    "aria-describedby": (invalid ? `${meta.errorId} ${ariaDescribedBy ?? ""}`.trim() : ariaDescribedBy) || undefined,
  };
}

const text = (value: FieldMetadata["initialValue"]) => (Array.isArray(value) ? value[0] : value);

export function getFormProps(form: FormMetadata) {
  return {
    id: form.id,
    onSubmit: form.onSubmit,
    noValidate: form.noValidate,
    "aria-describedby": form.errors?.length ? form.errorId : undefined,
  };
}

export function getInputProps(meta: FieldMetadata, options: { type: string; value?: string } & ControlOptions) {
  const props = { ...controlProps(meta, options), type: options.type };
  if (options.type === "checkbox" || options.type === "radio") {
    const value = options.value ?? "on";
    const checked = Array.isArray(meta.initialValue) ? meta.initialValue.includes(value) : meta.initialValue === value;
    return { ...props, value, defaultChecked: checked };
  }
  return { ...props, defaultValue: text(meta.initialValue) };
}

export function getSelectProps(meta: FieldMetadata, options: ControlOptions = {}) {
  return { ...controlProps(meta, options), defaultValue: text(meta.initialValue) };
}

export function getTextareaProps(meta: FieldMetadata, options: ControlOptions = {}) {
  return { ...controlProps(meta, options), defaultValue: text(meta.initialValue) };
}
