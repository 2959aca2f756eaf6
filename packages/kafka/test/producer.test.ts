import { Kafka, logLevel } from "kafkajs";
import { describe, expect, it } from "vitest";
import { KeyedProducer } from "../src/producer.js";

// Nothing listens on port 1: a send that got past the key check would fail to connect instead.
const kafka = new Kafka({ brokers: ["127.0.0.1:1"], logLevel: logLevel.NOTHING, retry: { retries: 0 } });

describe("KeyedProducer", () => {
  it("refuses a send whose records carry several keys, before touching the broker", async () => {
    const p = new KeyedProducer(kafka, { maxInFlightRequests: 1 });
    await expect(
      p.send("t", [
        { key: "a", value: "1" },
        { key: "b", value: "2" },
      ]),
    ).rejects.toThrow(/one key per send/);
    await expect(
      p.send("t", [
        { key: Buffer.from("a"), value: "1" },
        { key: null, value: "2" },
      ]),
    ).rejects.toThrow(/one key per send/);
    expect(p.isConnected()).toBe(false);
  });

  it("refuses a send of several records without a key (the partitioner spreads them over partitions), before touching the broker", async () => {
    const p = new KeyedProducer(kafka, { maxInFlightRequests: 1 });
    await expect(
      p.send("t", [
        { key: null, value: "1" },
        { key: null, value: "2" },
      ]),
    ).rejects.toThrow(/one key per send .*: t got 2 records without a key/);
    await expect(p.send("t", [{ value: "1" }, { key: undefined, value: "2" }, { key: null, value: "3" }])).rejects.toThrow(
      /one key per send .*: t got 3 records without a key/,
    );
    expect(p.isConnected()).toBe(false);
  });

  it("lets one record without a key through to the broker", async () => {
    const p = new KeyedProducer(kafka, { maxInFlightRequests: 1 });
    // past the key check, the unreachable broker is what fails it
    await expect(p.send("t", [{ key: null, value: "1" }])).rejects.not.toThrow(/one key per send/);
  });

  it("lets a one-key send through to the broker (string and Buffer keys are the same key)", async () => {
    const p = new KeyedProducer(kafka, { maxInFlightRequests: 1 });
    const sent = p.send("t", [
      { key: "a", value: "1" },
      { key: Buffer.from("a"), value: "2" },
    ]);
    // past the key check, the unreachable broker is what fails it
    await expect(sent).rejects.not.toThrow(/one key per send/);
  });
});
