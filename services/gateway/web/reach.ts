// The words of a request the pages could not get the API's answer to, shared by the sign-in page and
// the dashboard: never the browser's "TypeError: Failed to fetch" or a bare HTTP status. In the
// page's language (i18n.ts).

import { t } from "./i18n.js";

/** A request that got no answer at all (the phone offline, the connection dropped). */
export const unreachable = (): string => t.unreachable;

/** An error answer that is not the API's JSON (a proxy's error page, say). */
export const unexplained = (status: number): string => t.unexplained(status);
