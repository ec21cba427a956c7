/** /Help-List is /help_list under another name (spec §2). */
export { default, ErrorBoundary, headers, loader, meta } from "./help_list";
