import { copyFile, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrate } from "@warden/db";
import { MIGRATIONS_DIR } from "../../src/migrations.js";

/**
 * The gateway's schema as an earlier release left it: every migration before the one whose file ends in `suffix`
 * (`including` it too, when asked) applied to the database at `url`. Answers that migration's name, as the runner
 * reports it once applied.
 */
export async function migrateGatewayUpTo(url: string, suffix: string, { including = false } = {}): Promise<string> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith(".sql")).sort();
  const at = files.findIndex((f) => f.endsWith(suffix));
  if (at <= 0) throw new Error(`no gateway migration after the first ends in ${suffix}`);
  const earlier = await mkdtemp(join(tmpdir(), "gw-migrations-"));
  try {
    for (const f of files.slice(0, including ? at + 1 : at)) await copyFile(join(MIGRATIONS_DIR, f), join(earlier, f));
    await migrate({ databaseUrl: url, schema: "gateway", dir: earlier });
  } finally {
    await rm(earlier, { recursive: true, force: true });
  }
  return files[at]!.replace(/\.sql$/, "");
}
