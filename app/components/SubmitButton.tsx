import { useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * A submit button that says it is working while its form is on the way (the shop's global loader).
 * A module of its own: the many pages with a button and no fields load none of the form inputs.
 * `action` and `intent` (a hidden field of the form) tell its form's post from others on the page.
 */
export function SubmitButton({
  children,
  pendingText,
  action,
  intent,
  className,
}: {
  children: ReactNode;
  pendingText: string;
  action?: string;
  intent?: string;
  className?: string;
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state !== "idle" &&
    navigation.formMethod?.toUpperCase() === "POST" &&
    (!action || navigation.formAction?.split("?")[0] === action) &&
    (!intent || navigation.formData?.get("intent") === intent);
  return (
    <button type="submit" disabled={pending} aria-busy={pending || undefined} className={className}>
      {pending ? pendingText : children}
    </button>
  );
}
