/** The /profile preferences form's names, shared by the page and its action. */

/** The consent checkbox. */
export const WHATSAPP_CONSENT = "whatsappConsent";
/** Where the form posts: /profile, told apart from the profile form's posts. */
export const PREFERENCES_ACTION = "/profile?preferences";
