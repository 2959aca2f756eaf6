// The dashboard's language in a page (i18n.ts holds the words and the rule): chosen at start-up,
// kept when the owner chooses, and applied to the page's static HTML and its switch.

import { DASHBOARD_PATH } from "@warden/contract/dashboard";
import { DASHBOARD_LANGUAGE_COOKIE } from "@warden/contract/language";
import { chooseLanguage, LANG_STORAGE_KEY, LANGUAGE_NAMES, LANGUAGES, type Lang, lang, t, useLanguage } from "./i18n.js";

/** The owner's stored choice, if any (a browser without localStorage has none). */
function storedChoice(): string | null {
  try {
    return localStorage.getItem(LANG_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The page speaks `l` (its `<html lang>` too). */
function speak(l: Lang): void {
  useLanguage(l);
  document.documentElement.lang = l;
}

/** The language of this browser (chooseLanguage), put to use. */
export function startLanguage(): Lang {
  speak(chooseLanguage(storedChoice(), navigator.languages?.length ? navigator.languages : [navigator.language]));
  return lang;
}

/** The owner's choice: kept in localStorage, and in a cookie for the pages the server makes (its sign-in pages). */
function chooseAndKeep(l: Lang): void {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, l);
  } catch {
    // Not kept (storage off): the cookie still tells the server, and this page speaks it now.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the owners use (Firefox, older Safari)
  document.cookie = `${DASHBOARD_LANGUAGE_COOKIE}=${l}; Path=${DASHBOARD_PATH}; Max-Age=31536000; SameSite=Lax`;
  speak(l);
}

/**
 * The texts of a page's static HTML (data-i18n: the key of a string; data-i18n-aria: of its
 * aria-label) in the page's language. English is what the HTML already says.
 */
export function translateStatic(root: ParentNode = document): void {
  const text = (key: string | undefined) => {
    const v = key ? (t as unknown as Record<string, unknown>)[key] : undefined;
    return typeof v === "string" ? v : undefined;
  };
  for (const el of root.querySelectorAll<HTMLElement>("[data-i18n]")) {
    const v = text(el.dataset.i18n);
    if (v !== undefined) el.textContent = v;
  }
  for (const el of root.querySelectorAll<HTMLElement>("[data-i18n-aria]")) {
    const v = text(el.dataset.i18nAria);
    if (v !== undefined) el.setAttribute("aria-label", v);
  }
}

/**
 * The language switch: a select of the languages by their own names, labelled for screen readers.
 * `changed` is called once a new choice is kept and in use.
 */
export function languageSwitch(select: HTMLSelectElement, changed: () => void): void {
  select.replaceChildren(
    ...LANGUAGES.map((l) => {
      const o = document.createElement("option");
      o.value = l;
      o.lang = l;
      o.textContent = LANGUAGE_NAMES[l];
      o.selected = l === lang;
      return o;
    }),
  );
  select.setAttribute("aria-label", t.languageLabel);
  select.addEventListener("change", () => {
    const l = select.value as Lang;
    if (l === lang || !(LANGUAGES as readonly string[]).includes(l)) return;
    chooseAndKeep(l);
    select.setAttribute("aria-label", t.languageLabel);
    changed();
  });
}
