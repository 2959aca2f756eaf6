/**
 * Behaviour signals: what the moderation bot sees a member do, beside what the message says. The
 * bot computes them (windows in Redis, the message's metadata) and sends them with the check; the
 * engine adds each weight to the score under the category BEHAVIOUR_CATEGORY, so the group's
 * thresholds and action apply and the journal, webhooks and API list them among the signals.
 * This table is the one declaration of their names and weights (docs/bot.md explains each).
 */
export const BEHAVIOUR_CATEGORY = "behaviour";

export const BEHAVIOUR_SIGNALS = Object.freeze({
  /** flood_messages within flood_seconds by one member; the bot also deletes them and mutes the member. */
  flood: 30,
  /** The same or a near-duplicate text posted duplicate_messages times by one member within the window. */
  duplicate_text: 30,
  /**
   * The same or a near-duplicate text (4+ words) posted by duplicate_messages different members within
   * the window: the default suspicious threshold and more (review), as members do wish "happy birthday"
   * alike; with duplicate_with_link, or a spam-leaning text, it reaches the spam threshold.
   */
  duplicate_across_members: 45,
  /** A duplicate (duplicate_text or duplicate_across_members) whose text sends readers elsewhere: a link or an @handle. */
  duplicate_with_link: 25,
  /** A member on probation sending several very short messages within a minute. */
  short_message_probing: 40,
  /** Reactions from an account that never wrote in the group: reported to the admins, never scored (no message). */
  reaction_spam: 0,
  /** Forwarded from a channel (forward_origin.type "channel"). */
  forward_from_channel: 20,
  /** An inline keyboard with URL buttons. */
  link_buttons: 40,
  /** A shared contact. */
  contact: 30,
  /** A forwarded story. */
  story: 30,
  /** A photo, video, animation or document with a caption shorter than MEDIA_SHORT_CAPTION characters, or none. */
  media_short_caption: 10,
  /** A reply to a message from another chat (external_reply). */
  external_reply: 20,
  /** At least DENSE_CUSTOM_EMOJI custom emoji, covering at least half of the text. */
  dense_custom_emoji: 25,
} as const);

export type BehaviourSignalName = keyof typeof BEHAVIOUR_SIGNALS;

export const BEHAVIOUR_SIGNAL_NAMES = Object.freeze(Object.keys(BEHAVIOUR_SIGNALS) as BehaviourSignalName[]);

export const isBehaviourSignal = (name: string): name is BehaviourSignalName => Object.hasOwn(BEHAVIOUR_SIGNALS, name);

/** A caption shorter than this (in characters, trimmed) is "short" for media_short_caption. */
export const MEDIA_SHORT_CAPTION = 10;
/** Custom emoji in one message from which dense_custom_emoji can fire. */
export const DENSE_CUSTOM_EMOJI = 5;
