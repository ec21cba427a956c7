/** The profile's preferences form's names, shared by the pages that show it and their action. */

/** The consent checkbox. */
export const WHATSAPP_CONSENT = "whatsappConsent";
/** Where the form posts: the page it is on (/profile or /account_dashboard/profile), told apart from the profile form's posts. */
export const PREFERENCES_ACTION = "?preferences";
