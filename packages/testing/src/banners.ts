// Pictures with text for the OCR tests and the OCR bench, drawn by a real renderer: Debian's
// chromium driven by playwright-core (never a downloaded browser) screenshots an HTML page. So
// the text in a picture is whatever the test asks for, in real fonts, not a hand-picked file.

import { launchChromium } from "./browser.js";

/** A banner: a few lines of large text on a coloured background, as ads are made. */
export interface Banner {
  lines: string[];
  width?: number;
  height?: number;
  /** CSS background (default a diagonal orange-to-magenta gradient). */
  background?: string;
  color?: string;
  /** Font size of the first line in CSS pixels; each next line is 20 % smaller (default 84). */
  fontPx?: number;
  /** JPEG (Telegram sends photos as JPEG) or PNG (default). */
  format?: "png" | "jpeg";
}

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function bannerHtml(b: Required<Omit<Banner, "format">>): string {
  const lines = b.lines
    .map((l, i) => `<div style="font-size:${Math.round(b.fontPx * 0.8 ** i)}px;font-weight:${i === 0 ? 800 : 600};margin:12px 40px">${escapeHtml(l)}</div>`)
    .join("");
  return `<!doctype html><html><body style="margin:0;width:${b.width}px;height:${b.height}px;background:${b.background};color:${b.color};display:flex;flex-direction:column;justify-content:center;align-items:center;text-align:center;font-family:'DejaVu Sans',sans-serif">${lines}</body></html>`;
}

/** Renders each banner to an image (one browser for all of them); its size is the banner's width x height. */
export async function renderBanners(banners: Banner[]): Promise<Buffer[]> {
  const browser = await launchChromium();
  try {
    const out: Buffer[] = [];
    for (const b of banners) {
      const full = {
        width: b.width ?? 1280,
        height: b.height ?? 720,
        lines: b.lines,
        background: b.background ?? "linear-gradient(135deg,#ff7a00,#c2185b)",
        color: b.color ?? "#ffffff",
        fontPx: b.fontPx ?? 84,
      };
      const page = await browser.newPage({ viewport: { width: full.width, height: full.height } });
      await page.setContent(bannerHtml(full));
      out.push(await page.screenshot(b.format === "jpeg" ? { type: "jpeg", quality: 85 } : { type: "png" }));
      await page.close();
    }
    return out;
  } finally {
    await browser.close();
  }
}
