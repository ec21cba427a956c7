/** Dialogs are URL state (`?dialog=location`), so they open and close with or without JavaScript. */
type DialogName = "location" | "login" | "register" | "otp";

export function dialogHref(pathname: string, search: string, dialog: DialogName | "closed" | null): string {
  const params = new URLSearchParams(search);
  if (dialog) params.set("dialog", dialog);
  else params.delete("dialog");
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
