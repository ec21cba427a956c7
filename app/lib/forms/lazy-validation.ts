import { useEffect, useState } from "react";
import type { ZodTypeAny } from "zod";
import type { Validate } from "./use-form";

/**
 * A form's validation in the browser, with the schema the server validates it with: zod, the schema
 * and @conform-to/zod load once the form is on screen, so no page's first load downloads them. Until
 * they arrive the form is checked on submit, by the server, as it is without JavaScript. `load`
 * imports the schema (`() => import("@domain/account/schemas").then((s) => s.profileSchema)`).
 */
export function useLazyValidation(load: () => Promise<ZodTypeAny>): Validate | undefined {
  const [validate, setValidate] = useState<Validate>();
  useEffect(() => {
    let live = true;
    Promise.all([load(), import("@conform-to/zod")]).then(([schema, { parseWithZod }]) => {
      if (!live) return;
      setValidate(() => ({ formData }: { formData: FormData }) => {
        const submission = parseWithZod(formData, { schema });
        return { error: submission.status === "error" ? submission.error : null };
      });
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the schema of a form does not change while it is shown
  }, []);
  return validate;
}
