import { z } from "zod";
import { LANGUAGES, type Language } from "./languages";

/** One of the shop's languages, by its code ("en", "hi"). */
export const languageField = z.enum(Object.keys(LANGUAGES) as [Language, ...Language[]], {
  errorMap: () => ({ message: "Please choose one of the shop's languages." }),
});
