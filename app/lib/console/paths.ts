/** The operator console's addresses that its code names: its root (its session cookie's path) and its sign-in page. */
export const CONSOLE_PATH = "/admin";
export const SIGN_IN_PATH = `${CONSOLE_PATH}/sign-in`;
