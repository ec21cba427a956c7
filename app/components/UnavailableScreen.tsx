import { useLocation } from "@remix-run/react";

/**
 * Shown by the root error boundary when the API answers 503 (its database is away for a moment): the
 * API's message and a plain link to try the same page again, so it works without JavaScript.
 */
export function UnavailableScreen({ message }: { message: string }) {
  const { pathname, search } = useLocation();
  return (
    <main className="crash-screen" role="alert">
      <h1>We'll be right back</h1>
      <p>{message}</p>
      <a className="button" href={`${pathname}${search}`}>
        Try again
      </a>
    </main>
  );
}
