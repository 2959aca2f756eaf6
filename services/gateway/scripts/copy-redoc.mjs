// Part of the gateway's build: copies Redoc's standalone bundle (the script of GET /docs) and its
// licence notices from the `redoc` package into dist/redoc/, so the runtime image serves it
// without installing the package and what it depends on (React, core-js, ... about 90 MiB), and
// writes the bundle's gzip form beside it (redoc.standalone.js.gz), so that no gateway compresses
// 1.1 MB when its first reader asks (2 s on a loaded 2-core machine, 2026-12-07).
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";

const require = createRequire(import.meta.url);
const pkg = dirname(require.resolve("redoc/package.json"));
const out = new URL("../dist/redoc/", import.meta.url).pathname;
mkdirSync(out, { recursive: true });
for (const [from, to] of [
  ["bundles/redoc.standalone.js", "redoc.standalone.js"],
  ["bundles/redoc.standalone.js.LICENSE.txt", "redoc.standalone.js.LICENSE.txt"],
  ["LICENSE", "LICENSE"],
]) {
  copyFileSync(join(pkg, from), join(out, to));
}
writeFileSync(join(out, "redoc.standalone.js.gz"), gzipSync(readFileSync(join(out, "redoc.standalone.js")), { level: 9 }));
