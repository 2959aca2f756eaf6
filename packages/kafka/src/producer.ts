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

  constructor(kafka: Kafka, opts: { maxInFlightRequests: number }) {
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
}

function sameKey(a: Message["key"], b: Message["key"]): boolean {
  if (a === b) return true;
  if (a == null || b == null) return a == null && b == null; // null and undefined: both no key
  return Buffer.from(a).equals(Buffer.from(b));
}
