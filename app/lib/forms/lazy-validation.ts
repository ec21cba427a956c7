import type { Submission } from "@conform-to/react";
import { useEffect, useState } from "react";
import type { z, ZodTypeAny } from "zod";

type Schemas = typeof import("@domain/account/schemas");
type Validate<T> = (context: { formData: FormData }) => Submission<T>;

/**
 * Client-side validation for forms that every page may show (the sign-in dialogs): zod and the
 * schemas load only once such a form is on screen, so browsing pages never download them. Until
 * they arrive the form validates on submit, on the server, like it does without JavaScript.
 */
export function useLazyValidation<S extends ZodTypeAny>(pick: (schemas: Schemas) => S): Validate<z.output<S>> | undefined {
  const [validate, setValidate] = useState<Validate<z.output<S>>>();
  useEffect(() => {
    let live = true;
    Promise.all([import("@domain/account/schemas"), import("@conform-to/zod")]).then(([schemas, { parseWithZod }]) => {
      const schema = pick(schemas);
      if (live)
        setValidate(
          () =>
            ({ formData }: { formData: FormData }) =>
              parseWithZod(formData, { schema }),
        );
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the schema of a form does not change while it is shown
  }, []);
  return validate;
}
