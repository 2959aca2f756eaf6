import type { Browser } from "playwright-core";

/** Debian's chromium (`make test` installs it when missing); never a browser playwright downloads. */
export const CHROMIUM_PATH = "/usr/bin/chromium";

/** A headless Debian chromium driven by playwright-core, for the dashboard, API docs and OCR banner tests. */
export async function launchChromium(): Promise<Browser> {
  const { chromium } = await import("playwright-core");
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: ["--headless", "--no-sandbox", "--disable-gpu"] });
}
