import { redirect } from "@remix-run/node";
import { accountPath } from "~/lib/account/account";

/** An unknown tab of the account area (/account_dashboard/0, an old link) opens the profile. */
export const loader = () => redirect(accountPath("profile"));
