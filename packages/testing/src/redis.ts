import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";

export function testRedisUrl(): string {
  return process.env.WARDEN_TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
}

/** A key prefix no other test uses, and a cleanup that deletes its keys. */
export function testRedisNamespace(): { url: string; prefix: string; cleanup(): Promise<void> } {
  const prefix = `t${randomBytes(5).toString("hex")}:`;
  const url = testRedisUrl();
  return {
    url,
    prefix,
    async cleanup() {
      const r = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
      await r.connect();
      try {
        let cursor = "0";
        do {
          const [next, keys] = await r.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
          cursor = next;
          if (keys.length) await r.del(...keys);
        } while (cursor !== "0");
      } finally {
        r.disconnect();
      }
    },
  };
}
