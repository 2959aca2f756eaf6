/**
 * Where the owner dashboard lives, and words its pages and the gateway's share. No dependency but types: imported by the
 * dashboard's browser bundle too (`@warden/contract/dashboard`).
 */
import type { DashboardErrorCode, ErrorCode } from "./errors.js";

/** Where the gateway serves the owner dashboard, under its public URL (DASHBOARD_PUBLIC_URL); its cookies' Path. */
export const DASHBOARD_PATH = "/dashboard";

/** The address of a dashboard page: the public URL (a trailing slash or none) and a path under the dashboard. */
export function dashboardUrl(publicUrl: string, path = ""): string {
  return `${publicUrl.replace(/\/+$/, "")}${DASHBOARD_PATH}${path}`;
}

/**
 * The Russian of the error codes the dashboard says in the same words wherever it says them: in its pages
 * (web/i18n.ts) and on the sign-in pages the gateway makes itself (src/dashboard/page-language.ts).
 */
export const RU_ERROR_TEXTS = {
  bad_request: "Некорректный запрос.",
  internal: "Внутренняя ошибка сервера.",
  unavailable: "Сервис временно недоступен; попробуйте чуть позже.",
  invalid_login: "Войти не удалось: данные входа не прошли проверку, устарели или уже использованы, либо к этому аккаунту Telegram не привязан аккаунт Warden.",
} as const satisfies Partial<Record<ErrorCode | DashboardErrorCode, string>>;
