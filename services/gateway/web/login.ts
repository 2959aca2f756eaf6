// The sign-in page: the Telegram Login Widget (only when the operator configured a bot) and how to
// get a one-time login link. No inline script: the widget is a script element made here.

import { t } from "./i18n.js";
import { languageSwitch, startLanguage, translateStatic } from "./i18n-dom.js";
import { unexplained, unreachable } from "./reach.js";

// The page in its language (i18n.ts): the HTML's English replaced before anything else is shown. A
// language chosen here loads the page again in it.
startLanguage();
translateStatic();
document.title = t.signInTitle;
const how = document.getElementById("link-how");
const command = how?.querySelector("code");
if (how && command) how.replaceChildren(t.linkHow[0], command, t.linkHow[1]);
languageSwitch(document.getElementById("lang") as HTMLSelectElement, () => location.reload());

const errors: Record<string, string> = {
  link: t.loginLinkBad,
  telegram: t.telegramFailed,
};

const errorBox = document.getElementById("error")!;
function showError(message: string): void {
  errorBox.textContent = message;
  errorBox.hidden = false;
}

// Only the codes above (own properties: ?error=constructor is no code, not Object's constructor as text).
const code = new URLSearchParams(location.search).get("error");
if (code && Object.hasOwn(errors, code)) showError(errors[code]!);

/**
 * Signs in with a Login Widget answer (the widget's callback form); on success, to the dashboard. The
 * widget below uses redirect mode, not this: it is kept as window.wardenTelegramAuth, which the
 * browser test calls in place of telegram.org.
 */
async function signInWithTelegram(user: Record<string, unknown>): Promise<void> {
  let res: Response;
  try {
    res = await fetch("/dashboard/api/session/telegram", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(user),
      credentials: "same-origin",
    });
  } catch {
    showError(unreachable());
    return;
  }
  if (res.ok) {
    location.assign("/dashboard/");
    return;
  }
  const body = (await res.json().catch(() => ({}))) as { error?: { code?: string; message?: string; details?: unknown } };
  const error = body.error;
  showError(error?.message === undefined ? unexplained(res.status) : t.apiError(error.code ?? "", error.message, error.details));
}
(window as unknown as { wardenTelegramAuth: typeof signInWithTelegram }).wardenTelegramAuth = signInWithTelegram;

/**
 * The operator's config (whether a bot is configured). Unavailable, the page says so, with the API's
 * error (message and code, as the dashboard shows them), instead of a page without the Telegram
 * sign-in and no word why; the login link still works.
 */
async function readConfig(): Promise<{ telegram_bot_username: string | null } | null> {
  let why: string;
  try {
    const res = await fetch("/dashboard/api/config", { credentials: "same-origin" });
    const body = await res.json().catch(() => null);
    if (res.ok && body) return body;
    why = body?.error?.message
      ? `${t.apiError(body.error.code ?? "", body.error.message, body.error.details)} (${body.error.code ?? "error"})`
      : unexplained(res.status);
  } catch {
    why = unreachable();
  }
  const box = document.getElementById("config-error")!;
  box.textContent = t.configFailed(why);
  box.hidden = false;
  return null;
}

const config = await readConfig();
if (config?.telegram_bot_username) {
  document.getElementById("telegram")!.hidden = false;
  const s = document.createElement("script");
  s.async = true;
  s.src = "https://telegram.org/js/telegram-widget.js?22";
  s.dataset.telegramLogin = config.telegram_bot_username;
  s.dataset.size = "large";
  // Redirect mode: the widget sends the browser to this URL with the signed fields (no eval needed),
  // carrying the state the server gave this page (and, HttpOnly, this browser's cookie): a redirect
  // with it signs in at once; one without it (another's link) only gets a page that asks first.
  const box = document.getElementById("widget")!;
  const state = box.dataset.state ?? "";
  s.dataset.authUrl = `${location.origin}/dashboard/login/telegram${state ? `?state=${encodeURIComponent(state)}` : ""}`;
  box.append(s);
}
document.body.dataset.ready = "true";
