/**
 * Where the owner dashboard lives. No dependency: imported by the dashboard's browser bundle too
 * (`@warden/contract/dashboard`).
 */

/** Where the gateway serves the owner dashboard, under its public URL (DASHBOARD_PUBLIC_URL); its cookies' Path. */
export const DASHBOARD_PATH = "/dashboard";

/** The address of a dashboard page: the public URL (a trailing slash or none) and a path under the dashboard. */
export function dashboardUrl(publicUrl: string, path = ""): string {
  return `${publicUrl.replace(/\/+$/, "")}${DASHBOARD_PATH}${path}`;
}
