// Bundles the dashboard's front end (web/) into dist/dashboard-web, which the gateway serves under
// /dashboard (src/dashboard/assets.ts). No CDN: everything the pages load comes from here.
import { copyFileSync, mkdirSync } from "node:fs";
import { build } from "esbuild";

const web = new URL("../web/", import.meta.url).pathname;
const out = new URL("../dist/dashboard-web/", import.meta.url).pathname;
mkdirSync(out, { recursive: true });
await build({
  entryPoints: [`${web}app.ts`, `${web}login.ts`],
  outdir: out,
  bundle: true,
  format: "esm",
  target: "es2022",
  minify: true,
  legalComments: "none",
  logLevel: "warning",
});
for (const f of ["index.html", "login.html", "login-link.html", "dashboard.css"]) copyFileSync(`${web}${f}`, `${out}${f}`);
