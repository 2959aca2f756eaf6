import { RESPONSE_SCHEMAS } from "@warden/contract";
import { ZodJsonSchema } from "./services/gateway/src/openapi/zod-schema.js";
import { schemas } from "./services/gateway/src/openapi/schemas.js";
const g = new ZodJsonSchema(RESPONSE_SCHEMAS);
let bad = 0;
for (const [name, s] of Object.entries(RESPONSE_SCHEMAS)) {
  const a = JSON.stringify(schemas[name], null, 1);
  let b: string;
  try { b = JSON.stringify(g.component(s as any), null, 1); } catch (e) { console.log(name, "THROW", (e as Error).message); bad++; continue; }
  if (a !== b) {
    bad++;
    const al = a.split("\n"), bl = b.split("\n");
    let i = 0; while (al[i] === bl[i]) i++;
    console.log(`${name} differs at line ${i}:\n  want ${al.slice(Math.max(0,i-2), i+3).join(" ")}\n  got  ${bl.slice(Math.max(0,i-2), i+3).join(" ")}`);
  }
}
console.log("bad", bad, "of", Object.keys(RESPONSE_SCHEMAS).length);
