/** The crash screen (spec §2): shown by the root error boundary. A plain link, so it works even when scripts failed. */
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
