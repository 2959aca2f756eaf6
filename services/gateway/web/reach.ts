// The words of a request the pages could not get the API's answer to, shared by the sign-in page and
// the dashboard: never the browser's "TypeError: Failed to fetch" or a bare HTTP status.

/** A request that got no answer at all (the phone offline, the connection dropped). */
export const UNREACHABLE = "Warden could not be reached: check your connection and try again.";

/** An error answer that is not the API's JSON (a proxy's error page, say). */
export const unexplained = (status: number) => `The server answered with an error (HTTP ${status}) and said no more; try again in a minute.`;
