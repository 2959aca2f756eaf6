import type { Kafka } from "../../src/index.js";

/** Produces `values` to `topic` under one key (one partition, in order), acknowledged by every replica. */
export async function produceOneKey(kafka: Kafka, topic: string, values: string[]): Promise<void> {
  const producer = kafka.producer({ allowAutoTopicCreation: false });
  await producer.connect();
  try {
    await producer.send({ topic, acks: -1, messages: values.map((value) => ({ key: "one-key", value })) });
  } finally {
    await producer.disconnect();
  }
}

/** The offset `group` has committed on partition 0 of `topic` (-1: none yet). */
export async function committedOffset(kafka: Kafka, group: string, topic: string): Promise<number> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const [offsets] = await admin.fetchOffsets({ groupId: group, topics: [topic] });
    return Number(offsets!.partitions[0]!.offset);
  } finally {
    await admin.disconnect();
  }
}
