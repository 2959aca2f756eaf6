import { cutUtf16, DENSE_CUSTOM_EMOJI, INTERNAL_LIMITS, MEDIA_SHORT_CAPTION, storableText, type BehaviourSignalName } from "@warden/contract";
import type { InlineKeyboardButton, Message, MessageEntity } from "../../telegram/types.js";

/** Characters (code points, trimmed) up to which a text message is "very short" for short_message_probing. */
export const SHORT_MESSAGE_CHARS = 3;

const codePoints = (s: string) => [...s].length;
const list = <T>(v: T[] | undefined): T[] => (Array.isArray(v) ? v : []);

/**
 * The addresses the message's URL buttons open (`reply_markup.inline_keyboard[][].url`), each once, the first
 * INTERNAL_LIMITS.checkButtonUrls of them, each cut to checkButtonUrlMaxUnits (its host comes first and stays) and made
 * storable, as the engine's buttonUrlProblem accepts: links of the message that its text does not show, which a group's
 * `domain` rules read (CheckRequest.button_urls).
 */
export function buttonUrls(m: Message): string[] {
  const urls = new Set<string>();
  for (const row of list(m.reply_markup?.inline_keyboard))
    for (const b of list(row)) {
      if (urls.size === INTERNAL_LIMITS.checkButtonUrls) return [...urls];
      if (isUrlButton(b)) urls.add(storableText(cutUtf16(b.url, INTERNAL_LIMITS.checkButtonUrlMaxUnits)));
    }
  return [...urls];
}

/** A button that opens an address (not a callback, a copy-text or a login button). */
const isUrlButton = (b: InlineKeyboardButton | undefined): b is InlineKeyboardButton & { url: string } => typeof b?.url === "string" && b.url.length > 0;

const hasLinkButton = (m: Message): boolean => list(m.reply_markup?.inline_keyboard).some((row) => list(row).some(isUrlButton));

/** At least DENSE_CUSTOM_EMOJI custom emoji that cover at least half of the text (entity lengths are UTF-16 units, as text.length). */
function denseCustomEmoji(text: string | undefined, entities: MessageEntity[]): boolean {
  const custom = entities.filter((e) => e?.type === "custom_emoji");
  if (custom.length < DENSE_CUSTOM_EMOJI || !text) return false;
  const covered = custom.reduce((n, e) => n + (Number.isFinite(e.length) ? e.length : 0), 0);
  return covered * 2 >= text.trim().length;
}

const isMedia = (m: Message) =>
  (Array.isArray(m.photo) && m.photo.length > 0) || m.video !== undefined || m.animation !== undefined || m.document !== undefined;

/**
 * The signals of a message's form, from the message alone (pure): forwarded from a channel, link
 * buttons, a contact, a story, media with a short or no caption, a reply quoting another chat,
 * dense custom emoji. Names and weights in @warden/contract behaviour.ts.
 */
export function metadataSignals(m: Message): BehaviourSignalName[] {
  const out: BehaviourSignalName[] = [];
  if (m.forward_origin?.type === "channel" || m.forward_from_chat?.type === "channel") out.push("forward_from_channel");
  if (hasLinkButton(m)) out.push("link_buttons");
  if (m.contact) out.push("contact");
  if (m.story) out.push("story");
  if (isMedia(m) && codePoints((m.caption ?? "").trim()) < MEDIA_SHORT_CAPTION) out.push("media_short_caption");
  if (m.external_reply) out.push("external_reply");
  if (denseCustomEmoji(m.text ?? m.caption, list(m.text !== undefined ? m.entities : m.caption_entities))) out.push("dense_custom_emoji");
  return out;
}

/** A text message of at most SHORT_MESSAGE_CHARS characters ("hi", ".", "?"), nothing else attached. */
export function isShortMessage(m: Message): boolean {
  if (typeof m.text !== "string" || isMedia(m) || m.contact || m.story) return false;
  return codePoints(m.text.trim()) <= SHORT_MESSAGE_CHARS;
}

/** The address of the link preview the message shows, when it names one (a preview turned off shows none). */
export function previewUrl(m: Pick<Message, "link_preview_options">): string | undefined {
  const p = m.link_preview_options;
  return p?.is_disabled !== true && typeof p?.url === "string" && p.url.length > 0 ? p.url : undefined;
}

/** A link or an @handle, written out (entities are not always there: a forwarded text keeps them, a pasted one may not). */
const WAY_OUT = /(?:https?:\/\/|www\.|\b(?:t|telegram)\.me\/|(?:^|[^\p{L}\p{N}_])@[\p{L}\p{N}_]{4,})/iu;
const LINK_ENTITIES = new Set(["url", "text_link", "mention", "text_mention"]);

/** Whether the message sends readers elsewhere: a link, an @handle (in its text or entities), a link preview or a URL button. */
export function hasWayOut(m: Message): boolean {
  const text = m.text ?? m.caption ?? "";
  if (WAY_OUT.test(text)) return true;
  if (list(m.text !== undefined ? m.entities : m.caption_entities).some((e) => LINK_ENTITIES.has(e?.type))) return true;
  return previewUrl(m) !== undefined || hasLinkButton(m);
}
