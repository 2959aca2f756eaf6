#!/usr/bin/env node
// The `warden` bin: a committed launcher, so `npm ci` links node_modules/.bin/warden on a fresh
// clone even before the build has produced dist/ (npm links a bin only if its target exists).
try {
  await import("../dist/main.js");
} catch (err) {
  if (err?.code === "ERR_MODULE_NOT_FOUND" && String(err.message).includes("dist/main.js")) {
    process.stderr.write("warden: the CLI is not built yet: run `npm run build` (or `make up`) first\n");
    process.exit(1);
  }
  throw err;
}
