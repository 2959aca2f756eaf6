// The owner dashboard: a small hash-routed page app, no framework. Every call goes to the gateway:
// /dashboard/api/v1/* is the public v1 API with the session as the credential (same handlers,
// validation, plans and limits), /dashboard/api/* the dashboard's own routes (keys, kill switch).
// Text from the API is always set as text (never HTML).

import { addToGroupUrl } from "@warden/contract/bot";
import { CATALOG, type CatalogEntry, crossSettingProblem, settingRule, settingValueFits } from "@warden/contract/catalog";
import { LANGUAGE_NAMES, type Lang, type ListName, t } from "./i18n.js";
import { languageSwitch, startLanguage, translateStatic } from "./i18n-dom.js";
import { unexplained, unreachable } from "./reach.js";

// biome-ignore lint/suspicious/noExplicitAny: the API's JSON answers (their shapes: docs/api/openapi.json)
type Json = any;
type Child = Node | string | null | undefined | false;

function h(tag: string, attrs: Record<string, unknown> = {}, ...children: (Child | Child[])[]): HTMLElement {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith("on") && typeof v === "function") el.addEventListener(k.slice(2), v as EventListener);
    else if (v === true) el.setAttribute(k, "");
    else el.setAttribute(k, String(v));
  }
  for (const c of children.flat()) if (c !== null && c !== undefined && c !== false) el.append(c);
  return el;
}

/**
 * A table that stacks on a phone: each cell carries its column's heading (data-label), which
 * dashboard.css shows beside the value below 40rem instead of a table wider than the screen.
 */
function stacked(table: HTMLElement): HTMLElement {
  const t = table as HTMLTableElement;
  const labels = Array.from(t.tHead?.rows[0]?.cells ?? [], (c) => c.textContent ?? "");
  for (const body of Array.from(t.tBodies))
    for (const row of Array.from(body.rows)) for (const [i, c] of Array.from(row.cells).entries()) c.dataset.label = labels[i] ?? "";
  t.classList.add("stack");
  return t;
}

class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: Json,
  ) {
    super(message);
  }
}

let csrf = "";
let account: Json = null;
const main = document.getElementById("main")!;
const banner = document.getElementById("banner")!;

async function api(method: string, path: string, body?: unknown): Promise<Json> {
  const headers: Record<string, string> = {};
  if (method !== "GET") headers["x-csrf-token"] = csrf;
  if (body !== undefined) headers["content-type"] = "application/json";
  let res: Response;
  try {
    res = await fetch(`/dashboard/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch {
    throw new ApiFailure(0, "", unreachable());
  }
  if (res.status === 204) return null;
  const json = await res.json().catch(() => null);
  if (!res.ok) {
    if (res.status === 401 && json?.error?.code === "session_required") signInAgain();
    if (res.status === 429) throttledFor(Number(json?.error?.details?.retry_after ?? res.headers.get("retry-after")));
    if (!json?.error?.message) throw new ApiFailure(res.status, "", unexplained(res.status));
    throw new ApiFailure(res.status, json.error.code ?? "", json.error.message, json.error.details);
  }
  return json;
}
/** Where this tab was when its session ended (sessionStorage): the sign-in that follows comes back to it. */
const RETURN_KEY = "warden.dashboard.return";
/**
 * To the sign-in page, the session over (expired, signed out elsewhere): the page the owner was on (its hash) is kept,
 * and start() goes back to it after the sign-in, instead of to the groups.
 */
function signInAgain(): void {
  try {
    if (location.hash) sessionStorage.setItem(RETURN_KEY, location.hash);
  } catch {
    // (No storage: the sign-in leads to the groups.)
  }
  location.assign("/dashboard/login");
}
/** The page kept by signInAgain(), once (a dashboard opened without a page of its own goes there), or null. */
function pageBeforeSignIn(): string | null {
  try {
    const kept = sessionStorage.getItem(RETURN_KEY);
    sessionStorage.removeItem(RETURN_KEY);
    return kept?.startsWith("#/") ? kept : null;
  } catch {
    return null;
  }
}
/** The longest wait a refusal (429) keeps the buttons that got it disabled, whatever it asks for. */
const THROTTLE_WAIT_MAX_S = 60;
/** The 429s answered so far, and until when (ms) the last one asks to wait: whileBusy keeps its buttons disabled so long. */
let throttles = 0;
let throttledUntil = 0;
function throttledFor(seconds: number): void {
  throttles++;
  const wait = Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, THROTTLE_WAIT_MAX_S) : 0;
  throttledUntil = Math.max(throttledUntil, Date.now() + wait * 1000);
}
const v1 = (method: string, path: string, body?: unknown) => api(method, `/v1${path}`, body);

function errorText(err: unknown): string {
  if (err instanceof ApiFailure) {
    const list = err.details?.errors as { path: string; message: string }[] | undefined;
    if (list?.length) return t.invalidFields(list.map((e) => `${e.path || t.value}: ${e.message}`).join("; "));
    // The API's code beside its words (in Russian, the code's own text: apiError); none for a failure the page put
    // into words itself (no answer, or not the API's).
    return err.code ? `${t.apiError(err.code, err.message, err.details)} (${err.code})` : err.message;
  }
  return err instanceof Error ? err.message : String(err);
}
function status(el: HTMLElement, text: string, ok = false) {
  el.textContent = text;
  el.className = ok ? "ok" : "error";
}
const out = () => h("p", { role: "status", "aria-live": "polite" });
/**
 * A result shown where the owner acted: next to the card, row or form, and scrolled into view (on
 * a phone the top of a page is far above its cards and forms).
 */
function reveal(el: HTMLElement, focus = false) {
  el.scrollIntoView({ block: "nearest" });
  if (focus) {
    el.tabIndex = -1;
    el.focus({ preventScroll: true });
  }
}
function say(el: HTMLElement, text: string, ok = false) {
  status(el, text, ok);
  reveal(el);
}
/**
 * A Copy button for a secret shown once, its result beside it, where the owner tapped: "Copied.",
 * or (no clipboard, or the browser refused) what to do instead.
 */
function copyButton(secret: string, label: string, what: "key" | "secret"): HTMLElement {
  const result = h("span", { role: "status", "aria-live": "polite" });
  const copy = h(
    "button",
    {
      type: "button",
      class: "secondary",
      "aria-label": label,
      onclick: async () => {
        result.textContent = "";
        try {
          if (!navigator.clipboard) throw new Error("no clipboard");
          await navigator.clipboard.writeText(secret);
          status(result, t.copied, true);
        } catch {
          status(result, t.copyFailed(what));
        }
      },
    },
    t.copy,
  );
  // data-once: the language switch does not draw this page again while a secret shown once is on it.
  return h("div", { class: "row", "data-once": true }, copy, result);
}
/**
 * Runs a button's request with the buttons given disabled until it is over: a tap while it is on
 * its way sends nothing more (on a phone a tap that seems to do nothing is tapped again). A button
 * that had the focus gets it back (disabling it, or a tap on it while disabled, moved the focus to
 * the page or a box around it), unless the page was drawn again or the owner went elsewhere.
 */
async function whileBusy(buttons: HTMLElement[], run: () => Promise<void>): Promise<void> {
  const focused = buttons.find((b) => b === document.activeElement);
  for (const b of buttons) (b as HTMLButtonElement).disabled = true;
  const before = throttles;
  try {
    await run();
  } finally {
    const enable = () => {
      for (const b of buttons) (b as HTMLButtonElement).disabled = false;
      const now = document.activeElement;
      if (focused?.isConnected && (now === null || now === document.body || now.contains(focused))) focused.focus({ preventScroll: true });
    };
    // Refused for the account's rate (429, "retry in N s"): a tap before then would be refused again, so the buttons
    // stay disabled for the seconds asked (at most THROTTLE_WAIT_MAX_S); the refusal said stays.
    const wait = throttles === before ? 0 : throttledUntil - Date.now();
    if (wait > 0) setTimeout(enable, wait);
    else enable();
  }
}

/**
 * A list a page loads and draws again after a change made in it (a rule created or deleted, a key
 * created or revoked, a whitelist entry added, an endpoint created): `load` reads it from the API and
 * draws it. The change's result is said by the page where the owner acted, and stays whatever becomes
 * of the reload (a secret shown once is shown before it). A reload that fails is said in `line`, a
 * line where the list is, in the API's words ("<what> could not be loaded again: …"): the owner knows
 * both that the change was made and that the list under the line is from before it. The next reload
 * that succeeds clears the line (a result whose row went with the change may then be said in it).
 * `fail` says a first load that failed, in the same place.
 */
function reloadable(what: ListName, load: () => Promise<void>) {
  const line = out();
  const fail = (err: unknown, again = false) => status(line, t.notLoaded(what, again, errorText(err)));
  return {
    line,
    fail,
    async reload(): Promise<boolean> {
      try {
        await load();
      } catch (err) {
        fail(err, true);
        return false;
      }
      line.textContent = "";
      line.className = "";
      return true;
    },
  };
}

/**
 * "Older …" under a list the API pages by cursor (newest first): each tap appends the next page to
 * `list`, in place, the rest of the page as it was. Disabled while the page is on its way; a failure
 * is said beside it, and it can be tapped again. Without a next page it goes, and the focus it had
 * moves to the first item it added.
 */
function olderButton(
  text: string,
  label: string,
  cursor: string,
  list: HTMLElement,
  load: (cursor: string) => Promise<{ items: Json[]; next_cursor: string | null }>,
  item: (x: Json) => HTMLElement,
): HTMLElement {
  let next = cursor;
  const result = h("span", { role: "status", "aria-live": "polite" });
  const row = h("div", { class: "row" });
  const older: HTMLElement = h(
    "button",
    {
      type: "button",
      class: "secondary",
      "aria-label": label,
      onclick: () => {
        const focused = document.activeElement === older;
        return whileBusy([older], async () => {
          result.textContent = "";
          let page: Awaited<ReturnType<typeof load>>;
          try {
            page = await load(next);
          } catch (err) {
            say(result, t.olderNotLoaded(text, errorText(err)));
            return;
          }
          const added = page.items.map(item);
          list.append(...added);
          if (page.next_cursor) next = page.next_cursor;
          else {
            row.remove();
            if (focused && added[0]) reveal(added[0], true);
          }
        });
      },
    },
    text,
  );
  row.append(older, result);
  return row;
}

function setPage(title: string, ...content: Child[]) {
  main.removeAttribute("aria-busy");
  document.title = t.docTitle(title);
  main.replaceChildren(h("h1", {}, title), ...content.filter((c): c is Node | string => Boolean(c)));
  main.dataset.page = title;
  for (const a of document.querySelectorAll("nav a")) {
    if (location.hash.startsWith(a.getAttribute("href")!)) a.setAttribute("aria-current", "page");
    else a.removeAttribute("aria-current");
  }
  main.focus();
}

/** The navigations (route()) so far: the last one's page is the one to draw. */
let navigation = 0;
/**
 * What a page draws itself with: setPage, for the navigation that started it only. On a slow line the owner taps
 * Journal, then Rules before the journal came: the journal, when it comes, is not drawn over the rules (nor a
 * failure of it said there). Taken by the page before its first request (route() calls it at once).
 */
function drawer(): (title: string, ...content: Child[]) => void {
  const mine = navigation;
  return (title, ...content) => {
    if (mine === navigation) setPage(title, ...content);
  };
}

/** A text whose `quoted` parts (the catalog's descriptions name settings and values so) become code elements. */
function withCode(text: string): (string | HTMLElement)[] {
  return text.split(/`([^`]+)`/).map((part, i) => (i % 2 === 1 ? h("code", {}, part) : part));
}

async function confirmAction(text: string): Promise<boolean> {
  return window.confirm(text);
}

// Groups -------------------------------------------------------------------------------------
let config: Json = {};
/**
 * The groups' titles by id, for the heading of a group's pages: from the groups page as last drawn, or read once
 * (GET /groups) when a group's page is opened first. Titles are Telegram's: always set as text.
 */
let groupTitles: Promise<Map<string, string>> | null = null;
const titlesOf = (groups: Json[]) => new Map<string, string>(groups.map((g: Json) => [String(g.id), String(g.title ?? "")]));
/** A group page's heading: the group's title, or "Group <id>" when it is not known (no title, or the groups not read). */
async function groupHeading(id: string): Promise<string> {
  groupTitles ??= v1("GET", "/groups").then((b) => titlesOf(b.groups));
  try {
    const title = (await groupTitles).get(id);
    if (title) return title;
  } catch {
    groupTitles = null; // read again on the next group page
  }
  return t.groupTitle(id);
}
async function groupsPage() {
  const draw = drawer();
  const { groups } = await v1("GET", "/groups");
  groupTitles = Promise.resolve(titlesOf(groups));
  const bot = config.telegram_bot_username as string | null;
  const add = bot ? h("p", {}, h("a", { class: "button", href: addToGroupUrl(bot), rel: "noopener" }, t.addBot)) : h("p", { class: "muted" }, t.noBotUsername);
  draw(
    t.navGroups,
    add,
    h("p", { class: "muted" }, t.groupsNext),
    groups.length ? null : h("p", {}, t.noGroups),
    h(
      "div",
      { class: "cards" },
      groups.map((g: Json) =>
        h(
          "div",
          { class: "card", "data-group": g.id },
          h("h2", {}, g.api_available ? h("a", { href: `#/groups/${g.id}/settings` }, g.title) : g.title),
          h("p", {}, h("span", { class: "badge" }, t.planBadge(g.plan)), " ", h("span", { class: "badge" }, g.api_available ? t.apiAvailable : t.apiNeedsPro)),
          h("p", { class: "muted" }, t.groupLine(String(g.id), t.botStatus(g.bot_status), g.member_count ?? null)),
        ),
      ),
    ),
  );
}

function groupTabs(id: string, current: string) {
  const tabs = ["settings", "rules", "whitelist", "journal", "analytics"] as const;
  return h(
    "nav",
    { class: "tabs", "aria-label": t.groupTabsLabel },
    tabs.map((tab) => h("a", { href: `#/groups/${id}/${tab}`, "aria-current": tab === current ? "page" : undefined }, t.tabs[tab])),
  );
}

// Settings: a form generated from the catalog (types, ranges, defaults); the server validates with the same schema.
async function settingsPage(id: string) {
  const draw = drawer();
  const heading = groupHeading(id);
  const [{ settings: catalog }, current] = await Promise.all([v1("GET", "/settings-catalog"), v1("GET", `/groups/${id}/settings`)]);
  const msg = out();
  const fields = catalog.map((e: Json) => {
    const name = `s_${e.key}`;
    let input: HTMLElement;
    if (e.type === "boolean") input = h("input", { type: "checkbox", id: name, name: e.key, checked: current[e.key] === true });
    else if (e.type === "integer")
      input = h("input", { type: "number", id: name, name: e.key, min: e.min, max: e.max, step: 1, required: true, value: current[e.key] });
    else if (e.type === "enum")
      input = h(
        "select",
        { id: name, name: e.key },
        // The bot's languages by their own names ("English", "Русский"); the value sent stays the code.
        e.values.map((v: string) =>
          h("option", { value: v, selected: current[e.key] === v }, e.key === "language" && Object.hasOwn(LANGUAGE_NAMES, v) ? LANGUAGE_NAMES[v as Lang] : v),
        ),
      );
    else input = h("textarea", { id: name, name: e.key, rows: 3 }, (current[e.key] as string[]).join("\n"));
    const range = e.type === "integer" ? t.rangeHint(e.min, e.max) : e.type === "string_list" ? t.listHint(e.max_items) : "";
    const problem = h("span", { class: "error", id: `${name}_error`, role: "alert" });
    input.setAttribute("aria-describedby", `${name}_error`);
    return h(
      "div",
      {},
      h(
        "label",
        { for: name },
        e.key,
        h("span", { class: "hint" }, ...withCode(t.settingHint(t.settingDescription(e.key, e.description), range, t.defaultValue(e.default)))),
      ),
      input,
      " ",
      problem,
    );
  });
  const save = h("button", { type: "submit" }, t.saveSettings);
  const form = h("form", { novalidate: true }, fields, h("div", { class: "row" }, save), msg) as HTMLFormElement;
  /** A setting's problem beside its field (its description, aria-invalid); "" clears it. False: no such field. */
  const mark = (key: string, text: string): boolean => {
    const input = document.getElementById(`s_${key}`);
    const box = document.getElementById(`s_${key}_error`);
    if (!input || !box) return false;
    box.textContent = text;
    if (text) input.setAttribute("aria-invalid", "true");
    else input.removeAttribute("aria-invalid");
    return true;
  };
  /** The first field marked, scrolled into view and focused: on a phone the Save button is screens below it. */
  const showFirst = () => {
    const first = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    first.parentElement!.scrollIntoView({ block: "nearest" });
    first.focus({ preventScroll: true });
  };
  /** The fields a refusal names: invalid_setting_value's details.key (its message), validation_failed's paths. */
  const refusedFields = (err: unknown): [string, string][] => {
    if (!(err instanceof ApiFailure)) return [];
    if (typeof err.details?.key === "string") return [[err.details.key, t.apiError(err.code, err.message, err.details)]];
    const list = (err.details?.errors ?? []) as { path: string; message: string }[];
    return list.filter((e) => e.path).map((e) => [e.path.split(".")[0]!, `${e.path}: ${e.message}`]);
  };
  form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const patch: Record<string, unknown> = {};
    for (const e of catalog) {
      const el = form.elements.namedItem(e.key) as HTMLInputElement;
      let v: unknown;
      if (e.type === "boolean") v = el.checked;
      else if (e.type === "integer") v = el.value === "" ? null : Number(el.value);
      else if (e.type === "enum") v = el.value;
      else
        v = el.value
          .split("\n")
          .map((s) => s.trim())
          .filter(Boolean);
      if (JSON.stringify(v) !== JSON.stringify(current[e.key])) patch[e.key] = v;
    }
    // The same rules, in the same words, as the server's 422 invalid_setting_value (@warden/contract).
    let bad = 0;
    for (const e of catalog as Json[]) {
      const entry = CATALOG.find((c) => c.key === e.key) as CatalogEntry | undefined;
      mark(e.key, "");
      if (entry && e.key in patch && !settingValueFits(entry, patch[e.key])) {
        mark(e.key, t.invalidValue(e.key, t.settingRule(settingRule(entry))));
        bad++;
      }
    }
    const cross = bad ? null : crossSettingProblem({ ...current, ...patch }, new Set(Object.keys(patch)));
    if (cross) {
      mark(cross.key, t.invalidValue(cross.key, t.settingRule(cross.rule)));
      bad++;
    }
    if (bad) {
      status(msg, t.fixMarked);
      return showFirst();
    }
    if (!Object.keys(patch).length) return status(msg, t.nothingChanged, true);
    // Save disabled while the change is on its way (Enter too: a form whose submit button is
    // disabled is not sent): a second tap sends nothing more.
    await whileBusy([save], async () => {
      try {
        Object.assign(current, await v1("PATCH", `/groups/${id}/settings`, patch));
        say(msg, t.saved, true);
      } catch (err) {
        // A refusal that names its fields (422) is shown beside each of them; anything else under the button.
        if (refusedFields(err).filter(([key, text]) => mark(key, text)).length) {
          status(msg, t.fixMarked);
          showFirst();
        } else say(msg, errorText(err));
      }
    });
  });
  draw(await heading, groupTabs(id, "settings"), h("h2", {}, t.settingsHeading), form);
}

// Rules and "try a text" ------------------------------------------------------------------------
async function rulesPage(id: string) {
  const draw = drawer();
  const heading = groupHeading(id);
  const { rules } = await v1("GET", `/groups/${id}/rules`);
  /** A rule's weight: its range from the gateway (LIMITS, GET /dashboard/api/config), as the server checks it. */
  const weight = config.limits.rule_weight as { min: number; max: number };
  /** The kinds of rule, from the gateway (RULE_KINDS, GET /dashboard/api/config); a gateway from before that field sends none. */
  const kinds = (config.rule_kinds as string[] | undefined) ?? ["keyword", "regex", "domain"];
  const ruleForm = (r: Json | null) => {
    const msg = out();
    const submit = h("button", { type: "submit" }, r ? t.saveRule : t.createRule);
    // What a pattern of the chosen kind is: said beside the field, and again when the kind changes.
    const kindOf = r?.kind ?? "keyword";
    const kindSelect = h(
      "select",
      { name: "kind" },
      kinds.map((k) => h("option", { value: k, selected: kindOf === k }, t.ruleKind(k))),
    ) as HTMLSelectElement;
    const patternHint = h("span", { class: "hint", "data-pattern-hint": "" }, t.patternHint(kindOf));
    kindSelect.addEventListener("change", () => {
      patternHint.textContent = t.patternHint(kindSelect.value);
    });
    const f = h(
      "form",
      { class: "card", "aria-label": r ? t.editNamed(r.name) : t.newRule, "data-editing": r?.id },
      h("label", {}, t.name, h("span", { class: "hint" }, t.nameHint), h("input", { name: "name", value: r?.name ?? "", required: true })),
      h("label", {}, t.kind, kindSelect),
      h("label", {}, t.pattern, patternHint, h("input", { name: "pattern", value: r?.pattern ?? "", required: true })),
      h(
        "label",
        {},
        t.weight,
        h("span", { class: "hint" }, t.weightHint(weight.min, weight.max)),
        h("input", { name: "weight", type: "number", min: weight.min, max: weight.max, value: r?.weight ?? 50 }),
      ),
      h("label", {}, h("input", { name: "enabled", type: "checkbox", checked: r ? r.enabled : true }), t.enabledBox),
      h("div", { class: "row" }, submit),
      msg,
    ) as HTMLFormElement;
    f.addEventListener("submit", async (ev) => {
      ev.preventDefault();
      const el = (n: string) => f.elements.namedItem(n) as HTMLInputElement;
      // An emptied weight (or one the number field could not read) is no weight: said here in the
      // server's words, never sent as Number("") = 0.
      if (el("weight").value.trim() === "") return say(msg, t.weightRequired(weight.min, weight.max));
      const body = {
        name: el("name").value,
        kind: el("kind").value,
        pattern: el("pattern").value,
        weight: Number(el("weight").value),
        enabled: el("enabled").checked,
      };
      // The focus in the form (its button, or a field for Enter) goes to the result: the form is drawn anew.
      const focused = f.contains(document.activeElement);
      await whileBusy([submit], async () => {
        try {
          if (r) await v1("PUT", `/groups/${id}/rules/${r.id}`, body);
          else await v1("POST", `/groups/${id}/rules`, body);
        } catch (err) {
          say(msg, errorText(err));
          return;
        }
        // Made: a new form (this one sent again would make the rule again, or be refused as a
        // duplicate), the result in it, whatever becomes of the table's reload.
        const fresh = ruleForm(null);
        editor.replaceChildren(fresh);
        const said = fresh.querySelector<HTMLElement>("[role=status]")!;
        status(said, t.ruleDone(body.name, Boolean(r)), true);
        reveal(said, focused);
        await table.reload();
      });
    });
    return f;
  };
  // A change to a rule draws the table again, not the page: the text being tried (and its result)
  // and a rule form being typed stay, as they are when the owner turns a rule off to try the text again.
  const list = h("div", { class: "table-wrap" });
  const table = reloadable("rules", async () => renderRules((await v1("GET", `/groups/${id}/rules`)).rules));
  /** A rule's row, and its result line: the row drawn again, or (the table not loaded again) as it was. */
  const rowOf = (name: string) => list.querySelector<HTMLElement>(`tr[data-rule="${CSS.escape(name)}"]`);
  const resultIn = (row: HTMLElement) => row.querySelector<HTMLElement>("[role=status]")!;
  const renderRules = (rules: Json[]) =>
    list.replaceChildren(
      stacked(
        h(
          "table",
          {},
          h(
            "thead",
            {},
            h("tr", {}, h("th", {}, t.name), h("th", {}, t.kind), h("th", {}, t.pattern), h("th", {}, t.weight), h("th", {}, t.enabled), h("th", {}, "")),
          ),
          h(
            "tbody",
            {},
            rules.map((r: Json) => {
              // The row's result (a refused toggle or delete) is shown in the row, on screen.
              const msg = out();
              const buttons: HTMLElement[] = [];
              const act = (run: () => Promise<void>) =>
                whileBusy(buttons, async () => {
                  try {
                    await run();
                  } catch (err) {
                    say(msg, errorText(err));
                  }
                });
              buttons.push(
                h(
                  "button",
                  {
                    type: "button",
                    class: "secondary",
                    // Its name says which rule; on or off is its pressed state (each row has one).
                    "aria-label": t.ruleToggleLabel(r.name),
                    "aria-pressed": String(r.enabled),
                    onclick: (ev: Event) => {
                      // The toggle drawn again in its row takes the focus this one had (a keyboard user's place).
                      const focused = document.activeElement === ev.currentTarget;
                      return act(async () => {
                        await v1("PUT", `/groups/${id}/rules/${r.id}`, {
                          name: r.name,
                          kind: r.kind,
                          pattern: r.pattern,
                          weight: r.weight,
                          enabled: !r.enabled,
                        });
                        // The rule's edit form, if open, follows: saved later, it would turn the rule back.
                        const editing = editor.firstElementChild as HTMLFormElement | null;
                        if (editing && editing.dataset.editing === r.id) (editing.elements.namedItem("enabled") as HTMLInputElement).checked = !r.enabled;
                        await table.reload();
                        const row = rowOf(r.name);
                        if (!row) return;
                        say(resultIn(row), t.ruleTurned(r.name, !r.enabled), true);
                        if (focused) row.querySelector<HTMLElement>("button[aria-pressed]")?.focus({ preventScroll: true });
                      });
                    },
                  },
                  r.enabled ? t.on : t.off,
                ),
                h(
                  "button",
                  {
                    type: "button",
                    class: "secondary",
                    "aria-label": t.editRuleLabel(r.name),
                    onclick: () => {
                      const form = ruleForm(r);
                      editor.replaceChildren(form);
                      // On a phone the form is screens below the row: brought into view, its first field focused.
                      reveal(form);
                      (form.elements.namedItem("name") as HTMLInputElement).focus({ preventScroll: true });
                    },
                  },
                  t.edit,
                ),
                h(
                  "button",
                  {
                    type: "button",
                    class: "danger",
                    "aria-label": t.deleteRuleLabel(r.name),
                    onclick: async (ev: Event) => {
                      const focused = document.activeElement === ev.currentTarget;
                      if (!(await confirmAction(t.confirmDeleteRule(r.name)))) return;
                      await act(async () => {
                        await v1("DELETE", `/groups/${id}/rules/${r.id}`);
                        // The deleted rule's edit form, if open, goes with it.
                        if ((editor.firstElementChild as HTMLElement | null)?.dataset.editing === r.id) editor.replaceChildren(ruleForm(null));
                        await table.reload();
                        // Said in its row while the table (not loaded again) still shows it; else above the table,
                        // which takes the focus the row's button had.
                        const row = rowOf(r.name);
                        const said = row ? resultIn(row) : table.line;
                        status(said, t.ruleDeleted(r.name), true);
                        reveal(said, focused && !row);
                      });
                    },
                  },
                  t.delete,
                ),
              );
              const [toggle, edit, remove] = buttons;
              return h(
                "tr",
                { "data-rule": r.name },
                h("td", {}, r.name),
                h("td", {}, t.ruleKind(r.kind)),
                h("td", {}, h("code", {}, r.pattern)),
                h("td", {}, String(r.weight)),
                h("td", {}, toggle),
                h("td", {}, h("div", { class: "row" }, edit, remove), msg),
              );
            }),
          ),
        ),
      ),
    );
  const editor = h("div", {}, ruleForm(null));
  renderRules(rules);
  const result = h("div", { role: "status", "aria-live": "polite" });
  const check = h("button", { type: "submit" }, t.check);
  const tryForm = h(
    "form",
    { class: "card" },
    h("label", { for: "try-text" }, t.tryLabel),
    // No maxlength: a browser counts it in UTF-16 units and cuts a pasted text there without a word, while the API takes
    // MAX_TEXT_CHARS code points (an emoji is two units) and says itself when a text is longer.
    h("textarea", { id: "try-text", name: "text", required: true }),
    h("div", { class: "row" }, check),
    result,
  ) as HTMLFormElement;
  tryForm.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    // Check disabled while the check is on its way: each check is written to the group's journal
    // (source api) and counted in the quota, so a second tap sends nothing more. Its result, or its
    // refusal, under it and scrolled into view: on a phone the button may be at the screen's edge.
    await whileBusy([check], async () => {
      try {
        const r = await v1("POST", "/spam/check", { text: (tryForm.elements.namedItem("text") as HTMLTextAreaElement).value, group_id: Number(id) });
        result.replaceChildren(
          h("p", {}, h("span", { class: `badge ${r.verdict}` }, t.verdict(r.verdict)), t.checkLine(r.score, t.action(r.recommended_action))),
          h("p", {}, t.matchedRules(r.matched_rules.join(", ") || t.none)),
          h(
            "p",
            {},
            t.signals(
              Object.entries(r.signals)
                .map(([k, v]) => `${k} ${v}`)
                .join(", ") || t.none,
            ),
          ),
        );
      } catch (err) {
        result.replaceChildren(h("p", { class: "error" }, errorText(err)));
      }
      reveal(result);
    });
  });
  draw(await heading, groupTabs(id, "rules"), h("h2", {}, t.customRules), table.line, list, editor, h("h2", {}, t.tryText), tryForm);
}

// Whitelist ------------------------------------------------------------------------------------
async function whitelistPage(id: string) {
  const draw = drawer();
  const heading = groupHeading(id);
  const wl = await v1("GET", `/groups/${id}/whitelist`);
  // The result of an add or a remove, under the form; the lists are drawn again (not the page).
  const msg = out();
  const done = (text: string, focus: boolean) => {
    status(msg, text, true);
    reveal(msg, focus);
  };
  const remove = (label: string, entry: string) => async (ev: Event) => {
    // The button goes with its entry: the focus it had goes to the result.
    const button = ev.currentTarget as HTMLElement;
    const focused = document.activeElement === button;
    if (!(await confirmAction(t.confirmRemove(label)))) return;
    // Disabled while the remove is on its way: a second tap would be answered 404, said as an error.
    await whileBusy([button], async () => {
      try {
        await v1("DELETE", `/groups/${id}/whitelist/${encodeURIComponent(entry)}`);
      } catch (err) {
        // Under the form, scrolled into view: on a phone the form is screens below a long list.
        say(msg, errorText(err));
        return;
      }
      done(t.removed(label), focused);
      await lists.reload();
    });
  };
  const item = (label: string, entry: string) =>
    h("li", {}, label, " ", h("button", { type: "button", class: "link", onclick: remove(label, entry) }, t.removeLabel(label)));
  const users = h("ul", {});
  const channels = h("ul", {});
  // An empty list says so (a heading over nothing reads as still loading).
  const none = (what: "users" | "channels") => h("li", { class: "none" }, what === "users" ? t.noUsers : t.noChannels);
  const drawLists = (wl: Json) => {
    users.replaceChildren(
      ...(wl.users.length
        ? wl.users.map((u: Json) => item(u.username ? `@${u.username}` : String(u.user_id), u.user_id ? String(u.user_id) : `@${u.username}`))
        : [none("users")]),
    );
    channels.replaceChildren(
      ...(wl.channels.length
        ? wl.channels.map((c: Json) => item(c.username ? `@${c.username}` : String(c.chat_id), c.chat_id ? String(c.chat_id) : `@${c.username}`))
        : [none("channels")]),
    );
  };
  const lists = reloadable("whitelist", async () => drawLists(await v1("GET", `/groups/${id}/whitelist`)));
  drawLists(wl);
  const add = h("button", { type: "submit" }, t.add);
  const form = h(
    "form",
    // The value is checked here, in the page's language (not the browser's bubble).
    { class: "card", novalidate: true },
    h(
      "label",
      {},
      t.kind,
      h(
        "select",
        { name: "kind" },
        (["user_id", "username", "channel"] as const).map((k) => h("option", { value: k }, t.whitelistKinds[k])),
      ),
    ),
    h(
      "label",
      {},
      t.valueLabel,
      h("span", { class: "hint" }, t.valueHint),
      h("input", { name: "value", required: true, "aria-describedby": "whitelist-result" }),
    ),
    h("div", { class: "row" }, add),
  ) as HTMLFormElement;
  msg.id = "whitelist-result";
  form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const kind = (form.elements.namedItem("kind") as HTMLSelectElement).value;
    const field = form.elements.namedItem("value") as HTMLInputElement;
    const value = field.value.trim();
    const problem = whitelistValueProblem(kind, value);
    if (problem) field.setAttribute("aria-invalid", "true");
    else field.removeAttribute("aria-invalid");
    if (problem) {
      say(msg, problem);
      field.focus();
      return;
    }
    // Add disabled while the entry is on its way (Enter too: a form whose submit button is disabled
    // is not sent): a second tap sends nothing more.
    await whileBusy([add], async () => {
      try {
        await v1("POST", `/groups/${id}/whitelist`, { [kind]: kind === "user_id" ? Number(value) : value });
      } catch (err) {
        say(msg, errorText(err));
        return;
      }
      form.reset();
      done(t.added(value), false);
      await lists.reload();
    });
  });
  draw(await heading, groupTabs(id, "whitelist"), lists.line, h("h2", {}, t.users), users, h("h2", {}, t.channels), channels, form, msg);
}

/**
 * What is wrong with a whitelist value before it is sent, in the page's language, or null: a user id is a whole number
 * from 1 to the largest Telegram gives, a username as the API takes it (both from GET /dashboard/api/config); a channel
 * has several forms, which the API checks.
 */
function whitelistValueProblem(kind: string, value: string): string | null {
  if (!value) return t.valueMissing;
  const rules = (config.whitelist ?? {}) as { user_id_max?: number; username_pattern?: string };
  if (kind === "user_id") {
    const max = rules.user_id_max ?? Number.MAX_SAFE_INTEGER;
    return /^[1-9][0-9]*$/.test(value) && Number(value) <= max ? null : t.userIdInvalid(max);
  }
  if (kind === "username" && rules.username_pattern && !new RegExp(rules.username_pattern).test(value)) return t.usernameInvalid;
  return null;
}

// Journal -------------------------------------------------------------------------------------
async function journalPage(id: string, params: URLSearchParams) {
  const draw = drawer();
  const heading = groupHeading(id);
  const q = new URLSearchParams();
  for (const k of ["verdict", "action", "source", "user_id", "from", "to", "cursor"]) if (params.get(k)) q.set(k, params.get(k)!);
  /** The filters' choices and the page's size, from the gateway (the contract's VERDICTS, JOURNAL_SOURCES: GET /dashboard/api/config). */
  const journal = (config.journal ?? {}) as { verdicts?: string[]; sources?: string[]; page_size?: number };
  const limit = params.get("limit") ?? (journal.page_size ? String(journal.page_size) : null);
  if (limit) q.set("limit", limit);
  // A filter the API refuses (a from after to, a user id that is not one: 422) is said by the
  // filters, in the API's words; the page stays, the filters as typed, to be corrected.
  let page: Json = null;
  let refused: unknown = null;
  try {
    page = await v1("GET", `/groups/${id}/journal?${q}`);
  } catch (err) {
    refused = err;
  }
  const problem = refused ? h("p", { class: "error", role: "alert", id: "journal-filter-problem" }, errorText(refused)) : null;
  /** The filters the refusal names (query.<name>): marked invalid, described by it. */
  const named = new Set(
    refused instanceof ApiFailure ? ((refused.details?.errors ?? []) as { path: string }[]).map((e) => e.path.replace(/^query\./, "")) : [],
  );
  const filterAttrs = (name: string) => ({
    name,
    "aria-invalid": named.has(name) ? "true" : undefined,
    "aria-describedby": problem ? "journal-filter-problem" : undefined,
  });
  const filters = h(
    "form",
    { class: "row", "aria-label": t.filters },
    h(
      "label",
      {},
      t.verdictFilter,
      h(
        "select",
        filterAttrs("verdict"),
        ["", ...(journal.verdicts ?? [])].map((v) => h("option", { value: v, selected: params.get("verdict") === v }, v ? t.verdict(v) : t.any)),
      ),
    ),
    h(
      "label",
      {},
      t.sourceFilter,
      h(
        "select",
        filterAttrs("source"),
        ["", ...(journal.sources ?? [])].map((v) => h("option", { value: v, selected: params.get("source") === v }, v ? t.source(v) : t.any)),
      ),
    ),
    h("label", {}, t.userIdFilter, h("input", { ...filterAttrs("user_id"), inputmode: "numeric", value: params.get("user_id") ?? "" })),
    ["from", "to"].map((n) =>
      h(
        "label",
        {},
        n === "from" ? t.fromFilter : t.toFilter,
        h("span", { class: "hint" }, t.dateHint),
        h("input", { ...filterAttrs(n), value: params.get(n) ?? "" }),
      ),
    ),
    h("button", { type: "submit" }, t.filter),
  ) as HTMLFormElement;
  filters.addEventListener("submit", (ev) => {
    ev.preventDefault();
    const f = new URLSearchParams();
    for (const n of ["verdict", "source", "user_id", "from", "to"]) {
      const v = (filters.elements.namedItem(n) as HTMLInputElement).value;
      if (v) f.set(n, v);
    }
    location.hash = `#/groups/${id}/journal?${f}`;
  });
  /** A decision's card: its report buttons say what came of a report in the card, on screen, and send one report a tap. */
  const card = (e: Json) => {
    const msg = out();
    const buttons: HTMLElement[] = [];
    const report = (label: "spam" | "ham") => () =>
      whileBusy(buttons, async () => {
        try {
          await v1("POST", `/groups/${id}/journal/${e.id}/report`, { label });
          say(msg, t.reported(e.id, label === "ham"), true);
        } catch (err) {
          say(msg, errorText(err));
        }
      });
    buttons.push(
      h("button", { type: "button", class: "secondary", "aria-label": t.reportSpamLabel(e.id), onclick: report("spam") }, t.spam),
      h("button", { type: "button", class: "secondary", "aria-label": t.reportHamLabel(e.id), onclick: report("ham") }, t.notSpam),
    );
    return h(
      "div",
      { class: "card", "data-entry": e.id },
      h(
        "p",
        {},
        h("span", { class: `badge ${e.verdict}` }, t.verdict(e.verdict)),
        t.entryLine(e.score, t.action(e.action), t.source(e.source), t.dateTime(e.created_at)),
      ),
      h("p", {}, e.text_excerpt),
      h("p", { class: "muted" }, t.entrySignals(e.matched_rules.join(", ") || t.none, e.user_id ? String(e.user_id) : null)),
      // A moderator's latest correction (the decision above stays as the engine made it).
      e.report ? h("p", { class: "muted", "data-report": e.report.label }, t.entryReported(e.report.label === "ham", t.dateTime(e.report.reported_at))) : null,
      h("div", { class: "row" }, buttons),
      msg,
    );
  };
  const next = new URLSearchParams(params);
  if (page?.next_cursor) next.set("cursor", page.next_cursor);
  draw(
    await heading,
    groupTabs(id, "journal"),
    h("h2", {}, t.journal),
    filters,
    problem,
    page && !page.items.length ? h("p", {}, t.noDecisions) : null,
    page ? h("div", {}, page.items.map(card)) : null,
    page?.next_cursor ? h("p", { class: "row" }, h("a", { href: `#/groups/${id}/journal?${next}` }, t.olderDecisions)) : null,
  );
  if (problem) reveal(problem);
}

// Analytics: daily series as simple SVG bar charts ----------------------------------------------
function barChart(title: string, days: Json[], field: string): HTMLElement {
  const ns = "http://www.w3.org/2000/svg";
  const w = 600;
  const hgt = 160;
  // The highest day, as the caption says it (0 for a range with nothing); the bars' scale never divides by 0.
  const peak = Math.max(0, ...days.map((d) => d[field] as number));
  const max = Math.max(1, peak);
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("viewBox", `0 0 ${w} ${hgt}`);
  svg.setAttribute("class", "chart");
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", `${title}: ${days.map((d) => `${t.date(d.date)}: ${t.number(d[field])}`).join("; ")}`);
  const bw = w / Math.max(1, days.length);
  days.forEach((d, i) => {
    const r = document.createElementNS(ns, "rect");
    const v = (d[field] as number) / max;
    r.setAttribute("class", "bar");
    r.setAttribute("x", String(i * bw + 1));
    r.setAttribute("width", String(Math.max(1, bw - 2)));
    r.setAttribute("y", String(hgt - v * hgt));
    r.setAttribute("height", String(v * hgt));
    svg.append(r);
  });
  // The range's first and last dates in the page's own type size, under the chart: drawn inside the SVG they shrank
  // with it, to about 5 px on a phone.
  const range = h(
    "div",
    { class: "chart-range", "aria-hidden": "true" },
    h("span", {}, days[0] ? t.date(days[0].date) : ""),
    h("span", {}, days.length ? t.date(days.at(-1).date) : ""),
  );
  return h("figure", {}, h("figcaption", {}, t.chartCaption(title, peak)), svg, range);
}

async function analyticsPage(id: string, params: URLSearchParams) {
  const draw = drawer();
  const heading = groupHeading(id);
  // The range in days (?days=N): a whole number within the API's limit, else the API's default range.
  const range = config.limits.analytics_days as { default: number; max: number };
  const asked = Number(params.get("days"));
  const days = Number.isInteger(asked) && asked >= 1 && asked <= range.max ? asked : range.default;
  const to = new Date();
  const from = new Date(to.getTime() - (days - 1) * 86_400_000);
  const a = await v1("GET", `/groups/${id}/analytics?from=${from.toISOString().slice(0, 10)}&to=${to.toISOString().slice(0, 10)}`);
  draw(
    await heading,
    groupTabs(id, "analytics"),
    h("h2", {}, t.analytics),
    h(
      "p",
      { class: "row" },
      [7, 30, 90, 365].map((n) => h("a", { href: `#/groups/${id}/analytics?days=${n}`, "aria-current": n === days ? "page" : undefined }, t.days(n))),
    ),
    h("p", {}, t.totals(t.date(a.from), t.date(a.to), a.totals)),
    ...(["messages", "active_users", "joins", "leaves", "spam_blocked"] as const).map((field) => barChart(t.charts[field], a.daily, field)),
  );
}

// API keys, usage and the kill switch -----------------------------------------------------------
/** Days of quota use charted on the account page (GET /usage?days; at most LIMITS.usageHistoryMaxDays). */
const USAGE_DAYS = 30;
async function accountPage() {
  const draw = drawer();
  // The keys and the account (the session) are read together, each a part of the page: one that
  // cannot be loaded says so in its place, in the API's words, and the rest of the page stays usable.
  const [keysRead, sessionRead] = await Promise.allSettled([api("GET", "/keys"), api("GET", "/session")]);
  // (Signed out: api() is on its way to the sign-in page.)
  for (const read of [keysRead, sessionRead])
    if (read.status === "rejected" && read.reason instanceof ApiFailure && read.reason.code === "session_required") throw read.reason;
  const session: Json = sessionRead.status === "fulfilled" ? sessionRead.value : null;
  /**
   * Without the session the account's state is unknown (frozen or not, and by whom: the operator may
   * have frozen it since the page started): its line says so, no other account is offered, and no
   * kill switch (a Freeze or Unfreeze drawn from an old state could do the opposite of what is meant).
   */
  const unknown = sessionRead.status === "rejected" ? errorText(sessionRead.reason) : null;
  if (session) {
    account = session.account;
    showBanner();
  }
  const summary = h("p", {});
  const drawSummary = () => {
    if (unknown) return status(summary, t.accountNotLoaded(unknown));
    const byOperator = account.frozen && account.frozen_by === "operator";
    summary.replaceChildren(
      t.accountLine(account.name, account.plan),
      account.frozen ? h("strong", { class: "error" }, byOperator ? t.frozenByOperator : t.frozen) : t.apiOn,
    );
  };
  drawSummary();
  // The usage figures: unavailable, they say so where they show. (A frozen account's v1 calls are
  // refused: no figures are asked for.) Drawn again, in their place, after a freeze or unfreeze.
  const usageNodes = async (): Promise<HTMLElement[]> => {
    if (!unknown && account.frozen) return [];
    let usage: Json;
    try {
      usage = await v1("GET", `/usage?days=${USAGE_DAYS}`);
    } catch (err) {
      return [h("p", { class: "error" }, t.usageNotLoaded(errorText(err)))];
    }
    return [
      h(
        "p",
        {},
        t.usageLine({
          date: t.date(usage.usage.date),
          used: usage.usage.used,
          daily: usage.limits.daily,
          aiUsed: usage.usage.ai_used,
          aiDaily: usage.limits.ai_daily,
          perMinute: usage.limits.per_minute,
          resetAt: t.dateTime(usage.reset_at),
        }),
      ),
      ...(usage.history ? [barChart(t.usageChart(usage.history.length), usage.history, "used")] : []),
    ];
  };
  let usageShown = await usageNodes();
  const keysHeading = h("h2", {}, t.apiKeys);
  const msg = out();
  // Every key created on this page, newest first, its secret shown until the owner leaves the page:
  // a second key (a tap again once the first was shown) never takes the place of the first's secret.
  const created = h("div", { role: "status", "aria-live": "polite" });
  const scope = h(
    "select",
    { id: "key-scope" },
    h("option", { value: "read" }, t.scopeRead),
    h("option", { value: "write" }, t.scopeWrite),
  ) as HTMLSelectElement;
  // Disabled while the key is on its way: a second tap would make a second key before the first is shown.
  const create: HTMLElement = h(
    "button",
    {
      type: "button",
      onclick: () =>
        whileBusy([create], async () => {
          msg.textContent = "";
          let k: Json;
          try {
            k = await api("POST", "/keys", { scope: scope.value });
          } catch (err) {
            say(msg, errorText(err));
            return;
          }
          created.querySelector("#new-key")?.removeAttribute("id");
          const shown = h(
            "div",
            { "data-created-key": k.prefix },
            h("p", { class: "ok" }, t.keyCreated(k.prefix, t.scope(k.scope))),
            h("code", { class: "secret", id: "new-key" }, k.key),
            copyButton(k.key, t.copyKeyLabel(k.prefix), "key"),
          );
          created.prepend(shown);
          reveal(shown);
          await keys.reload();
        }),
    },
    t.createKey,
  );
  const table = h("div", { class: "table-wrap" });
  const keys = reloadable("keys", async () => {
    const r = await api("GET", "/keys");
    renderKeys(r.keys, r.active, r.limit);
  });
  const renderKeys = (list: Json[], n: number, limit: number) => {
    table.replaceChildren(
      h("p", {}, t.keysCount(n, limit)),
      stacked(
        h(
          "table",
          {},
          h(
            "thead",
            {},
            h(
              "tr",
              {},
              h("th", {}, t.prefix),
              h("th", {}, t.scopeHeading),
              h("th", {}, t.created),
              h("th", {}, t.lastUsed),
              h("th", {}, t.status),
              h("th", {}, ""),
            ),
          ),
          h(
            "tbody",
            {},
            list.map((k) => {
              // A refused revoke is said in its row, under its button: on a phone the keys' results
              // above the table are screens away from a lower row.
              const refused = out();
              const revoke =
                k.status === "active"
                  ? h(
                      "button",
                      {
                        type: "button",
                        class: "danger",
                        "aria-label": t.revokeLabel(k.prefix),
                        onclick: async (ev: Event) => {
                          const button = ev.currentTarget as HTMLElement;
                          const focused = document.activeElement === button;
                          if (!(await confirmAction(t.confirmRevoke(k.prefix)))) return;
                          // Disabled while the revoke is on its way: a second tap would send a second
                          // revoke, answered 404 and said as an error.
                          await whileBusy([button], async () => {
                            refused.textContent = "";
                            try {
                              await api("DELETE", `/keys/${k.id}`);
                            } catch (err) {
                              say(refused, errorText(err));
                              return;
                            }
                            // The table is drawn again (this button goes): the result takes the focus it had.
                            status(msg, t.revoked(k.prefix), true);
                            reveal(msg, focused);
                            await keys.reload();
                          });
                        },
                      },
                      t.revoke,
                    )
                  : null;
              return h(
                "tr",
                { "data-key": k.prefix },
                h("td", {}, h("code", {}, `${k.prefix}…`)),
                h("td", {}, t.scope(k.scope)),
                h("td", {}, t.dateTime(k.created_at)),
                h("td", {}, k.last_used_at ? t.dateTime(k.last_used_at) : t.never),
                h("td", {}, t.keyStatus(k.status)),
                h("td", {}, revoke, revoke ? refused : null),
              );
            }),
          ),
        ),
      ),
    );
  };
  if (keysRead.status === "fulfilled") renderKeys(keysRead.value.keys, keysRead.value.active, keysRead.value.limit);
  else keys.fail(keysRead.reason);
  // Several accounts linked to the Telegram user who signed in: switch to another (a new session for it).
  const others: Json[] = session?.accounts ?? [];
  let switcher: HTMLElement | null = null;
  if (others.length > 1) {
    const choice = h(
      "select",
      { id: "account-switch" },
      others.map((a) => h("option", { value: a.id, selected: a.id === account.id }, `${a.name} · ${a.plan}`)),
    ) as HTMLSelectElement;
    // A failed switch is said beside the switcher, in the API's words (the keys' results are below).
    const switchMsg = out();
    // Disabled (with the choice) while the switch is on its way: a second tap sends no second switch.
    const go: HTMLElement = h(
      "button",
      {
        type: "button",
        id: "account-switch-go",
        class: "secondary",
        onclick: () =>
          whileBusy([choice, go], async () => {
            if (choice.value === account.id) return;
            switchMsg.textContent = "";
            let next: Json;
            try {
              next = await api("POST", "/session/account", { account_id: choice.value });
            } catch (err) {
              say(switchMsg, errorText(err));
              return;
            }
            csrf = next.csrf_token;
            account = next.account;
            if (location.hash === "#/groups") await route();
            else location.hash = "#/groups";
          }),
      },
      t.switchAccount,
    );
    switcher = h("div", {}, h("div", { class: "row" }, h("label", { for: "account-switch" }, t.accountLabel), choice, go), switchMsg);
  }
  // The kill switch, from the account's state. A freeze or unfreeze draws again what it changes (the
  // account's line, the banner, the usage figures and the kill switch, its result under it), never
  // the keys: a key's secret shown stays.
  const killBox = h("div", {});
  const drawKill = () => {
    if (unknown) return killBox.replaceChildren(h("p", { class: "error", id: "kill-switch-unknown" }, t.killUnknown(unknown)));
    const frozen = account.frozen as boolean;
    // An operator's freeze is the operator's to lift: no Unfreeze (it would be refused), but whom to ask.
    if (frozen && account.frozen_by === "operator") return killBox.replaceChildren(h("p", { id: "frozen-by-operator" }, t.operatorFreeze));
    // The kill switch's result (a refusal: a 503 whose change is stored and must be repeated, an
    // operator's freeze) shows under it: on a phone the keys' results above are screens away.
    const killMsg = out();
    const kill: HTMLElement = h(
      "button",
      {
        type: "button",
        class: frozen ? "" : "danger",
        id: "kill-switch",
        onclick: async () => {
          const focused = document.activeElement === kill;
          const text = frozen ? t.confirmUnfreeze : t.confirmFreeze;
          if (!(await confirmAction(text))) return;
          await whileBusy([kill], async () => {
            let answer: Json;
            try {
              answer = await api("POST", frozen ? "/account/unfreeze" : "/account/freeze");
            } catch (err) {
              say(killMsg, errorText(err));
              return;
            }
            account = answer.account;
            showBanner();
            drawSummary();
            const usage = await usageNodes();
            for (const n of usageShown) n.remove();
            keysHeading.before(...usage);
            usageShown = usage;
            drawKill();
            const said = killBox.querySelector<HTMLElement>("[role=status]");
            if (!said) return;
            status(said, frozen ? t.unfrozen : t.frozenDone, true);
            reveal(said, focused);
          });
        },
      },
      frozen ? t.unfreeze : t.freeze,
    );
    killBox.replaceChildren(h("p", {}, t.killIntro), kill, killMsg);
  };
  drawKill();
  draw(
    t.accountTitle,
    summary,
    switcher,
    ...usageShown,
    keysHeading,
    h("div", { class: "row" }, h("label", { for: "key-scope" }, t.scopeLabel), scope, create),
    created,
    msg,
    keys.line,
    table,
    h("h2", {}, t.killSwitch),
    killBox,
  );
}

// Webhooks ------------------------------------------------------------------------------------
/** Deliveries a page of an endpoint's history (GET /webhooks/{id}/deliveries?limit). */
const DELIVERIES_PAGE = 20;
/**
 * The webhooks page. An action draws again only what it changes: one card (Re-enable, Save), the
 * cards of the list (Create), or none (Delete leaves a line where the card was). The rest of the
 * page stays as it was: a signing secret shown in another card (it is not shown again), an edit
 * form or the new endpoint form being typed, a delivery history.
 */
async function webhooksPage() {
  const draw = drawer();
  /**
   * The signing secrets shown on this page, a box per endpoint: a card drawn again takes its box
   * with it, so a secret stays in view until the owner leaves the page.
   */
  const secretBoxes = new Map<string, HTMLElement>();
  const secretBox = (id: string) => {
    let box = secretBoxes.get(id);
    if (!box) {
      box = h("div", { role: "status", "aria-live": "polite" });
      secretBoxes.set(id, box);
    }
    return box;
  };
  /** A signing secret, shown once, in its endpoint's card; it takes the focus (it is not shown again). */
  const showSecret = (box: HTMLElement, what: string, secret: string, url: string) => {
    box.replaceChildren(
      h("p", { class: "ok" }, t.copySecretNow(what)),
      h("code", { class: "secret" }, secret),
      copyButton(secret, t.copySecretLabel(url), "secret"),
    );
    reveal(box, true);
  };
  let list: Json[] = [];
  try {
    list = (await v1("GET", "/webhooks")).webhooks;
  } catch (err) {
    // (429: the dashboard's calls share the account's per-minute limit; 503.)
    draw(t.webhooks, h("p", { class: "error" }, errorText(err)));
    return;
  }
  // The create form, and (with an endpoint) its edit form: PATCH sends only what was filled in.
  // "All my groups" is group_ids null (every group the account administers, also ones added later).
  // `done` is given the API's answer; what it does not draw again stays.
  const endpointForm = (w: Json | null, done: (answer: Json, form: HTMLFormElement, focused: boolean) => Promise<void>) => {
    const msg = out();
    const allGroups = !w?.group_ids?.length;
    const groups = h("input", { name: "groups", value: w?.group_ids?.join(", ") ?? "", disabled: allGroups }) as HTMLInputElement;
    const all = h("input", { name: "all_groups", type: "checkbox", checked: allGroups }) as HTMLInputElement;
    const submit = h("button", { type: "submit" }, w ? t.saveEndpoint : t.createEndpoint) as HTMLButtonElement;
    all.addEventListener("change", () => {
      groups.disabled = all.checked;
    });
    const f = h(
      "form",
      { class: "card", "aria-label": w ? t.editNamed(w.url) : t.newEndpoint },
      h(
        "label",
        {},
        w ? t.url : t.httpsUrl,
        h("input", { name: "url", type: "url", required: !w, value: w?.url ?? "", placeholder: "https://example.com/hooks/warden" }),
      ),
      // The event types to tick, from the gateway (the contract's SUBSCRIBABLE_EVENT_TYPES: GET /dashboard/api/config).
      h(
        "fieldset",
        { class: "events" },
        h("legend", {}, t.events, h("span", { class: "hint" }, t.eventsHint(Boolean(w)))),
        ((config.webhook_events ?? []) as string[]).map((e) =>
          h("label", {}, h("input", { name: "events", type: "checkbox", value: e, checked: Boolean(w?.events?.includes(e)) }), e),
        ),
      ),
      h("label", {}, all, t.allGroups, h("span", { class: "hint" }, t.allGroupsHint)),
      h("label", {}, t.groupIds, h("span", { class: "hint" }, t.groupIdsHint), groups),
      h("label", {}, t.description, h("input", { name: "description", value: w?.description ?? "" })),
      h("div", { class: "row" }, submit),
      msg,
    ) as HTMLFormElement;
    f.addEventListener("submit", async (ev) => {
      ev.preventDefault();
      // On its way already (a second tap, or Enter): one endpoint, not two.
      if (submit.disabled) return;
      const val = (n: string) => (f.elements.namedItem(n) as HTMLInputElement).value.trim();
      const list = (n: string) =>
        val(n)
          .split(",")
          .map((x) => x.trim())
          .filter(Boolean);
      const body: Json = {};
      if (val("url")) body.url = val("url");
      const events = [...f.querySelectorAll<HTMLInputElement>("input[name=events]:checked")].map((c) => c.value);
      if (events.length) body.events = events;
      if (!all.checked) {
        if (!list("groups").length) return say(msg, t.listGroupIds);
        body.group_ids = list("groups").map(Number);
      } else if (w?.group_ids) body.group_ids = null; // from some groups back to all of them (a new endpoint gets all by default)
      if (val("description") || w?.description) body.description = val("description");
      // Read before the button is disabled (which takes the focus away): what is drawn instead of the form gets it.
      const focused = f.contains(document.activeElement);
      await whileBusy([submit], async () => {
        // A refusal said before goes: next to a new endpoint it would read as this one's.
        msg.textContent = "";
        let answer: Json;
        try {
          answer = w ? await v1("PATCH", `/webhooks/${w.id}`, body) : await v1("POST", "/webhooks", body);
        } catch (err) {
          say(msg, errorText(err));
          return;
        }
        await done(answer, f, focused);
      });
    });
    return f;
  };
  const cards = h("div", {});
  const none = () => h("p", {}, t.noEndpoints);
  const cardOf = (id: string) => cards.querySelector<HTMLElement>(`:scope > [data-webhook="${CSS.escape(id)}"]`);
  /**
   * The list drawn again (after a Create): a new endpoint gets its card, a deleted one loses it;
   * a card already drawn stays as it is (an edit form being typed, a delivery history, a result).
   */
  const endpoints = reloadable("endpoints", async () => {
    const { webhooks } = await v1("GET", "/webhooks");
    cards.replaceChildren(...(webhooks.length ? webhooks.map((w: Json) => cardOf(w.id) ?? card(w)) : [none()]));
  });
  const card = (w: Json): HTMLElement => {
    const history = h("div", {});
    const msg = out();
    msg.dataset.result = "";
    // The card's buttons, disabled while one of them is on its way (a second Test, Rotate secret or Delete tap sends nothing more).
    // `fn` is told whether the focus was in the card, read before the buttons are disabled (which takes it away).
    const buttons: HTMLElement[] = [];
    const act = (fn: (focused: boolean) => Promise<void>) => () => {
      const focused = el.contains(document.activeElement);
      return whileBusy(buttons, async () => {
        try {
          await fn(focused);
        } catch (err) {
          say(msg, errorText(err));
        }
      });
    };
    // Every card has the same buttons: each one's accessible name says which endpoint it acts on.
    const button = (text: string, cls: string, onclick: () => unknown) => {
      const b = h("button", { type: "button", class: cls || undefined, "aria-label": t.buttonFor(text, w.url), onclick }, text);
      buttons.push(b);
      return b;
    };
    /** This card drawn again from the API (not the page), the result in it, on screen; with the focus if the card had it. */
    const redraw = async (result: string, focused: boolean) => {
      let next: HTMLElement;
      try {
        next = card(await v1("GET", `/webhooks/${w.id}`));
      } catch (err) {
        say(msg, t.endpointNotLoaded(result, errorText(err)));
        return;
      }
      el.replaceWith(next);
      const line = next.querySelector<HTMLElement>(":scope > [data-result]")!;
      status(line, result, true);
      reveal(line, focused);
    };
    const el = h(
      "div",
      { class: "card", "data-webhook": w.id },
      h(
        "p",
        {},
        h("code", {}, w.url),
        " ",
        h("span", { class: "badge" }, t.webhookStatus(w.status)),
        w.disabled_reason ? ` (${t.disabledReason(w.disabled_reason)})` : "",
      ),
      h("p", { class: "muted" }, t.endpointLine((w.events ?? []).join(", ") || t.all, w.group_ids?.length ? w.group_ids.join(", ") : t.all)),
      h(
        "div",
        { class: "row" },
        button(
          t.test,
          "secondary",
          act(async () => {
            const r = await v1("POST", `/webhooks/${w.id}/test`);
            say(msg, r.success ? t.testDelivered(r.status_code, r.duration_ms) : t.testFailed(r.error ?? `HTTP ${r.status_code}`), r.success);
          }),
        ),
        button(
          t.rotateSecret,
          "secondary",
          act(async () => {
            const r = await v1("POST", `/webhooks/${w.id}/rotate-secret`);
            showSecret(secretBox(w.id), t.secretRotated, r.secret, w.url);
          }),
        ),
        w.status === "disabled"
          ? button(
              t.reenable,
              "",
              act(async (focused) => {
                await v1("PATCH", `/webhooks/${w.id}`, { status: "enabled" });
                await redraw(t.reenabled, focused);
              }),
            )
          : null,
        button(
          t.deliveries,
          "secondary",
          act(async () => {
            // Newest first, a page at a time: Older deliveries appends the next page (GET …/deliveries?cursor=next_cursor).
            const deliveries = (cursor?: string) =>
              v1("GET", `/webhooks/${w.id}/deliveries?${new URLSearchParams({ limit: String(DELIVERIES_PAGE), ...(cursor ? { cursor } : {}) })}`);
            const delivery = (x: Json) =>
              h(
                "li",
                { "data-delivery": x.id },
                t.deliveryLine({
                  at: t.dateTime(x.created_at),
                  event: x.event_type,
                  attempt: x.attempt,
                  status: t.deliveryStatus(x.status),
                  code: x.status_code ? String(x.status_code) : "",
                  error: x.error ?? "",
                }),
              );
            const d = await deliveries();
            const items = h("ul", {}, d.items.length ? d.items.map(delivery) : h("li", {}, t.noDeliveries));
            history.replaceChildren(
              items,
              ...(d.next_cursor ? [olderButton(t.olderDeliveries, t.olderDeliveriesLabel(w.url), d.next_cursor, items, deliveries, delivery)] : []),
            );
          }),
        ),
        button(t.edit, "secondary", () => history.replaceChildren(endpointForm(w, (_answer, _form, focused) => redraw(t.saved, focused)))),
        button(
          t.delete,
          "danger",
          act(async () => {
            if (!(await confirmAction(t.confirmDeleteEndpoint(w.url)))) return;
            await v1("DELETE", `/webhooks/${w.id}`);
            // Where the card was, a line says so (and has the focus the card's button had).
            const gone = h("p", { role: "status", class: "ok", "data-deleted": w.id }, t.endpointDeleted(w.url));
            el.replaceWith(gone);
            secretBoxes.delete(w.id);
            if (!cards.querySelector(":scope > [data-webhook]")) cards.append(none());
            reveal(gone, true);
          }),
        ),
      ),
      msg,
      secretBox(w.id),
      history,
    );
    return el;
  };
  /**
   * A new endpoint: the form emptied for the next one, the list drawn again, and the secret in the
   * new card; or, without one (the list did not load, or lacks it), in the form. It is shown
   * whatever became of the reload: a secret shown once is never dropped. A reload that fails (429:
   * the dashboard's calls share the account's per-minute limit; 503) is said above the list.
   */
  const form = endpointForm(null, async (created, f) => {
    f.reset();
    const field = (n: string) => f.elements.namedItem(n) as HTMLInputElement;
    field("groups").disabled = field("all_groups").checked;
    const what = t.endpointCreated(created.id);
    await endpoints.reload();
    const box = secretBox(created.id);
    if (!cardOf(created.id)) f.append(box);
    showSecret(box, what, created.secret, created.url);
  });
  if (list.length) cards.append(...list.map(card));
  else cards.append(none());
  draw(t.webhooks, endpoints.line, cards, h("h2", {}, t.newEndpoint), form);
}

// Router --------------------------------------------------------------------------------------
/** The kill switch's banner, from the account as last read (on every page, and at once after a freeze or unfreeze). */
function showBanner() {
  if (!account?.frozen) banner.textContent = "";
  else if (account.frozen_by === "operator") banner.textContent = t.bannerOperator(t.operatorFreeze);
  else banner.textContent = t.bannerFrozen;
}

async function route() {
  const mine = ++navigation;
  // The page shown stays until the next one is drawn, marked as on its way (a tap that seemed to do nothing is tapped
  // again): dimmed, with "Loading…" above it (dashboard.css), busy for screen readers.
  if (main.dataset.page) {
    main.dataset.loading = t.loading;
    main.setAttribute("aria-busy", "true");
  }
  const [path, query] = location.hash.slice(1).split("?");
  const params = new URLSearchParams(query ?? "");
  const parts = (path || "/groups").split("/").filter(Boolean);
  showBanner();
  try {
    if (parts[0] === "groups" && parts[1]) {
      const id = parts[1];
      const tab = parts[2] ?? "settings";
      if (tab === "rules") await rulesPage(id);
      else if (tab === "whitelist") await whitelistPage(id);
      else if (tab === "journal") await journalPage(id, params);
      else if (tab === "analytics") await analyticsPage(id, params);
      else await settingsPage(id);
    } else if (parts[0] === "account") await accountPage();
    else if (parts[0] === "webhooks") await webhooksPage();
    else await groupsPage();
  } catch (err) {
    if (mine === navigation) setPage(t.errorPage, h("p", { class: "error" }, errorText(err)));
  }
  // (A navigation overtaken by a later one leaves the page, and saying it is ready, to that one.)
  if (mine === navigation) document.body.dataset.ready = "true";
}

/**
 * Sign-out: the server ends the session the cookie names (no CSRF token needed, so a tab holding an
 * older session's token still signs out). 204, or 401 (no session left), is signed out; anything else
 * is shown, and the page stays: the session may still be live.
 */
async function signOut(button: HTMLElement) {
  const problem = document.getElementById("logout-error")!;
  // Disabled while the sign-out is on its way: a second tap sends nothing more.
  await whileBusy([button], async () => {
    problem.hidden = true;
    try {
      await api("POST", "/session/logout");
    } catch (err) {
      if (!(err instanceof ApiFailure && err.status === 401)) {
        problem.textContent = t.signOutFailed(errorText(err));
        problem.hidden = false;
        reveal(problem);
        return;
      }
    }
    location.assign("/dashboard/login");
  });
}

/**
 * The page's language (i18n.ts: the owner's choice, else the browser's), in the top bar and the
 * title at once; the switch in the top bar draws the page again in the language chosen (before the
 * session is read, the page is loaded again).
 */
function startLanguageSwitch() {
  startLanguage();
  translateStatic();
  document.title = t.appTitle;
  languageSwitch(document.getElementById("lang") as HTMLSelectElement, () => {
    translateStatic();
    document.title = t.appTitle;
    if (!csrf) return location.reload();
    // Drawing the page again would drop a key or signing secret shown once: this page keeps its words until left.
    if (main.querySelector("[data-once]")) {
      banner.textContent = t.languageLater;
      return;
    }
    showBanner();
    document.body.dataset.ready = "false";
    void route();
  });
}

async function start() {
  startLanguageSwitch();
  const logout = document.getElementById("logout")!;
  logout.addEventListener("click", () => void signOut(logout));
  let session: Json;
  try {
    session = await api("GET", "/session");
    config = await api("GET", "/config");
  } catch (err) {
    // Without a session api() is already on its way to the sign-in page; anything else is shown.
    if (err instanceof ApiFailure && err.status === 401 && err.code === "session_required") return;
    setPage(t.errorPage, h("p", { class: "error", role: "alert" }, errorText(err)));
    document.body.dataset.ready = "true";
    return;
  }
  csrf = session.csrf_token;
  account = session.account;
  const back = pageBeforeSignIn();
  if (back && !location.hash) history.replaceState(null, "", back);
  window.addEventListener("hashchange", () => {
    document.body.dataset.ready = "false";
    void route();
  });
  await route();
}
void start();
