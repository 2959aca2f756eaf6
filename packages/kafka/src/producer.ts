import type { Kafka, Message, Producer, RecordMetadata } from "kafkajs";

/**
 * The one way Warden produces to Kafka (events, dead letters, webhook delivery tasks): a kafkajs
 * producer that knows whether it is connected, and a send that carries records of ONE key only.
 *
 * kafkajs 2.2.4 can drop the batch of one partition when a single `send()` spans several
 * partitions and a leader moves (reproduced against the Kafka mock; see the README's architecture
 * section). Records of one key go to one partition, so a one-key send cannot hit it. Records
 * without a key are not "one key": the default partitioner spreads them over partitions, so such a
 * record goes alone. Every send waits for all in-sync replicas (acks=all) before it resolves.
 */
export class KeyedProducer {
  private readonly producer: Producer;
  private connected = false;
  private connecting: Promise<void> | undefined;
  /** One lane per topic and key with records waiting for the coalesced send in flight (sendCoalesced). */
  private readonly lanes = new Map<string, Lane>();
  private readonly onSend: ((topic: string, records: number) => void) | undefined;

  /** `onSend`: told the size of every coalesced send once the broker acknowledged it. */
  constructor(kafka: Kafka, opts: { maxInFlightRequests: number; onSend?: (topic: string, records: number) => void }) {
    this.onSend = opts.onSend;
    this.producer = kafka.producer({ allowAutoTopicCreation: false, idempotent: false, maxInFlightRequests: opts.maxInFlightRequests });
    this.producer.on("producer.connect", () => {
      this.connected = true;
    });
    this.producer.on("producer.disconnect", () => {
      this.connected = false;
    });
  }

  isConnected(): boolean {
    return this.connected;
  }

  /** Connects once; concurrent callers share the attempt. */
  async connect(): Promise<void> {
    if (this.connected) return;
    this.connecting ??= this.producer.connect().finally(() => {
      this.connecting = undefined;
    });
    await this.connecting;
  }

  async disconnect(): Promise<void> {
    await this.producer.disconnect();
  }

  /**
   * Produces records that all carry the same key, or one record without a key; refuses anything
   * else before anything is sent.
   */
  async send(topic: string, messages: Message[]): Promise<RecordMetadata[]> {
    const key = messages[0]?.key;
    for (const m of messages) {
      if (!sameKey(m.key, key)) throw new Error(`one key per send (kafkajs 2.2.4 data loss): ${topic} got records of several keys`);
    }
    if (key == null && messages.length > 1) {
      throw new Error(`one key per send (kafkajs 2.2.4 data loss): ${topic} got ${messages.length} records without a key, which may go to several partitions`);
    }
    return this.producer.send({ topic, acks: -1, messages });
  }

  /**
   * Produces records of one key and resolves once the broker acknowledged them (acks=all). Concurrent calls for the
   * same topic and key share one produce request: while a send of that key is in flight, later records of the key
   * wait in its lane and go together in the next send (at most MAX_SEND_BYTES of values a send, one call's records at
   * least). One request per record capped the gateway at ~120 checks/s (kafkajs allows 5 requests in flight per broker
   * connection); and a consumer gets what one send carried in one fetch at least (on the librdkafka mock, exactly
   * that). A failed send rejects every caller whose records it carried.
   */
  sendCoalesced(topic: string, key: string, messages: Message[]): Promise<void> {
    for (const m of messages) {
      if (!sameKey(m.key, key)) return Promise.reject(new Error(`one key per send (kafkajs 2.2.4 data loss): ${topic} got records of several keys`));
    }
    const id = `${topic}\u0000${key}`;
    let lane = this.lanes.get(id);
    if (!lane) {
      lane = { pending: [], busy: false };
      this.lanes.set(id, lane);
    }
    const bytes = messages.reduce((n, m) => n + valueBytes(m.value), 0);
    const done = new Promise<void>((resolve, reject) => lane.pending.push({ messages, bytes, resolve, reject }));
    if (!lane.busy) void this.drain(id, topic, lane);
    return done;
  }

  private async drain(id: string, topic: string, lane: Lane): Promise<void> {
    lane.busy = true;
    while (lane.pending.length > 0) {
      let n = 1;
      let bytes = lane.pending[0]!.bytes;
      while (n < lane.pending.length && bytes + lane.pending[n]!.bytes <= MAX_SEND_BYTES) bytes += lane.pending[n++]!.bytes;
      const batch = lane.pending.splice(0, n);
      try {
        const messages = batch.length === 1 ? batch[0]!.messages : batch.flatMap((w) => w.messages);
        await this.send(topic, messages);
        this.onSend?.(topic, messages.length);
        for (const w of batch) w.resolve();
      } catch (err) {
        for (const w of batch) w.reject(err);
      }
    }
    lane.busy = false;
    this.lanes.delete(id);
  }
}

/** Values a coalesced send carries at most (the broker's default message.max.bytes is 1 MB). */
export const MAX_SEND_BYTES = 512 * 1024;

interface Waiter {
  messages: Message[];
  bytes: number;
  resolve(): void;
  reject(err: unknown): void;
}

interface Lane {
  pending: Waiter[];
  busy: boolean;
}

function valueBytes(v: Message["value"]): number {
  if (v == null) return 0;
  return typeof v === "string" ? Buffer.byteLength(v) : v.length;
}

function sameKey(a: Message["key"], b: Message["key"]): boolean {
  if (a === b) return true;
  if (a == null || b == null) return a == null && b == null; // null and undefined: both no key
  return Buffer.from(a).equals(Buffer.from(b));
}
