import { startHydration } from "~/hydration/client";

// How the browser hydrates the page lives in app/hydration/.
startHydration();
