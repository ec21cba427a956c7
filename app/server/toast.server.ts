import { createToastUtilsWithCustomSession } from "remix-toast";
import { toastStorage } from "./session.server";

/** Flash messages that survive a redirect, so a shopper without JavaScript sees them too (post/redirect/get). */
export const { getToast, redirectWithError, redirectWithSuccess, redirectWithInfo, jsonWithSuccess } = createToastUtilsWithCustomSession(toastStorage);
