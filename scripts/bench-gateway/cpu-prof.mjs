// Preloaded with NODE_OPTIONS="--import .../cpu-prof.mjs" by bench:gateway when BENCH_PROFILE_DIR
// is set (node refuses --cpu-prof in NODE_OPTIONS): samples the process's CPU from start to exit
// and writes <dir>/<argv1 folder>-<pid>.cpuprofile (open it in Chrome DevTools or speedscope).
import { Session } from "node:inspector";
import { writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";

const dir = process.env.BENCH_PROFILE_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  session.post("Profiler.enable");
  session.post("Profiler.setSamplingInterval", { interval: 500 });
  session.post("Profiler.start");
  process.on("exit", () => {
    // The in-process inspector session answers synchronously, so this works inside 'exit'.
    session.post("Profiler.stop", (err, res) => {
      if (err) return;
      const name = basename(dirname(dirname(process.argv[1] ?? "node")));
      writeFileSync(join(dir, `${name}-${process.pid}.cpuprofile`), JSON.stringify(res.profile));
    });
  });
}
