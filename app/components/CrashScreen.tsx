/** The crash screen (docs/product.md#error-pages): shown by the root error boundary. A plain link, so it works even when scripts failed. */
export function CrashScreen() {
  return (
    <main className="crash-screen">
      <h1>Oops , Something is wrong ...</h1>
      <p>Please Refresh</p>
      <a className="button" href="/">
        Go Back
      </a>
    </main>
  );
}

/** The API's request limit was reached: when to try again (its Retry-After), and a way back. */
export function TooManyRequestsScreen({ retryAfter }: { retryAfter: number }) {
  const wait = retryAfter < 120 ? `${retryAfter} seconds` : `${Math.ceil(retryAfter / 60)} minutes`;
  return (
    <main className="crash-screen">
      <h1>Too many requests</h1>
      <p>Please try again in {wait}.</p>
      <a className="button" href="/">
        Go Back
      </a>
    </main>
  );
}
