// The subset of the Telegram Bot API's objects the moderation bot reads (https://core.telegram.org/bots/api).
// Ids of users and chats fit in 52 bits, so they are JS numbers.

export interface User {
  id: number;
  is_bot: boolean;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
}

export type ChatType = "private" | "group" | "supergroup" | "channel";

export interface Chat {
  id: number;
  type: ChatType;
  title?: string;
  username?: string;
  first_name?: string;
}

/** Telegram's limit on a message's text (sendMessage, editMessageText), in UTF-16 code units after entity parsing. */
export const MESSAGE_TEXT_MAX = 4_096;

/**
 * The ids of supergroups and channels are -100… (below -10^12); the other negative ids are basic groups'.
 * (Telegram's own numbering: a basic group's id is minus its chat number, a supergroup's is -10^12 minus its channel's.)
 */
const SUPERGROUP_IDS_BELOW = -1_000_000_000_000;

/**
 * A basic group (type "group"): Telegram restricts members (restrictChatMember) only in supergroups, and lifts bans
 * (unbanChatMember) only in supergroups and channels; a basic group's ban is a removal, and the member can be added
 * back. Known by the chat's type, or, where only its id is at hand, by the id. Pure.
 */
export function isBasicGroup(chat: { id: number; type?: ChatType }): boolean {
  return chat.type !== undefined ? chat.type === "group" : chat.id < 0 && chat.id > SUPERGROUP_IDS_BELOW;
}

/** getChat's answer: the chat and its full information (only what the bot reads). */
export interface ChatFullInfo extends Chat {
  /** For a supergroup, its linked discussion channel; for a channel, its discussion group. */
  linked_chat_id?: number;
}

export interface MessageOrigin {
  type: "user" | "hidden_user" | "chat" | "channel";
  date: number;
  sender_user?: User;
  sender_user_name?: string;
  sender_chat?: Chat;
  chat?: Chat;
  message_id?: number;
}

export interface MessageEntity {
  type: string;
  offset: number;
  length: number;
  custom_emoji_id?: string;
  /** `text_link`: the address the entity's text opens. */
  url?: string;
}

/** A file the bot only notices (video, animation, document); it never downloads one. */
export interface FileRef {
  file_id: string;
  file_unique_id: string;
}

/**
 * Media added to a poll's description, to a quiz's explanation or to an answer option (Bot API 9.x; at most one field
 * set). The bot reads what it shows in words: a venue's name and address, the address of a link, a file's name.
 */
export interface PollMedia {
  venue?: Venue;
  /** An HTTP link attached to an option, shown as a card readers open. */
  link?: { url: string };
  document?: DocumentRef;
  audio?: AudioRef;
  video?: DocumentRef;
  animation?: DocumentRef;
  location?: { latitude: number; longitude: number };
  photo?: PhotoSize[];
  sticker?: FileRef;
}

/** One answer option of a poll: its text (1-100 characters) and, since Bot API 9.x, media added to it. */
export interface PollOption {
  text: string;
  voter_count: number;
  media?: PollMedia;
}

/** A native poll (the bot reads its words only). */
export interface Poll {
  id: string;
  question: string;
  options: PollOption[];
  /** A quiz's: shown to whoever answers wrong or taps the lamp icon (0-200 characters, with entities, text_link among them). */
  explanation?: string;
  explanation_entities?: MessageEntity[];
  /** Media shown with a quiz's explanation. */
  explanation_media?: PollMedia;
  /** Bot API 9.x: the poll's description, under its question (with entities, text_link among them). */
  description?: string;
  description_entities?: MessageEntity[];
  /** Media added to the poll's description. */
  media?: PollMedia;
}

/** A place: its name and address, as its sender typed or picked them. */
export interface Venue {
  location: { latitude: number; longitude: number };
  title: string;
  address: string;
}

/** An invoice (a message sent via an inline bot may carry one): its title and description are any text the bot put there. */
export interface Invoice {
  title: string;
  description: string;
  start_parameter?: string;
  currency?: string;
  total_amount?: number;
}

/**
 * A game (sent via an inline bot): its title and description, and the text shown with its high scores, which may
 * carry entities (text_link among them).
 */
export interface Game {
  title: string;
  description: string;
  photo?: PhotoSize[];
  text?: string;
  text_entities?: MessageEntity[];
  animation?: DocumentRef;
}

/**
 * Rich formatted text of a rich message (Bot API 10.1): a plain string, a list of rich texts shown one after another,
 * or a piece of styled or linked text (`type`: "bold", "url", "text_mention", "button"...) holding its own rich `text`.
 * A `url` piece opens `url`; a `button` piece (Bot API 10.3) is a button inside the text.
 */
export type RichText = string | RichText[] | RichTextPiece;

export interface RichTextPiece {
  type: string;
  text?: RichText;
  /** "url": the address the text opens (shown or not). */
  url?: string;
  /** "button": a button inside the text. */
  button?: RichMessageButton;
}

/** A button of a rich message (Bot API 10.3): its label is rich text; a URL button opens `url`. */
export interface RichMessageButton {
  text: RichText;
  url?: string;
  callback_data?: string;
  copy_text?: { text: string };
}

/** A block's caption (a photo's, a map's, a collage's...): a text and an optional credit. */
export interface RichBlockCaption {
  text: RichText;
  credit?: RichText;
}

/**
 * A block of a rich message, by `type`: paragraph, heading, pre, footer, divider, mathematical_expression, anchor,
 * list, blockquote, expandable_blockquote, pullquote, collage, slideshow, table, details, map, animation, audio, photo,
 * video, voice_note, document, thinking, buttons. Only the fields that carry words are listed: a block's text, credit,
 * caption (rich text for a table, a RichBlockCaption for a media block), a details block's summary, the blocks inside
 * it (a quotation, a collage, a details block, a list's items), a table's cells and a row of buttons.
 */
export interface RichBlock {
  type: string;
  text?: RichText;
  credit?: RichText;
  caption?: RichText | RichBlockCaption;
  summary?: RichText;
  /** A mathematical expression block, in LaTeX. */
  expression?: string;
  blocks?: RichBlock[];
  items?: { label?: string; blocks?: RichBlock[] }[];
  cells?: { text?: RichText }[][];
  buttons?: RichMessageButton[];
}

/**
 * A rich message (Bot API 10.1): a document-like message made of blocks, without `text`. A member sends one through
 * an inline bot (InputRichMessageContent).
 */
export interface RichMessage {
  blocks: RichBlock[];
}

/** A shared contact: the name is whatever the sender typed, shown on the contact's card. */
export interface Contact {
  phone_number: string;
  first_name: string;
  last_name?: string;
  user_id?: number;
  /** More of the card, as the sender wrote it (0-2048 bytes): addresses, an organisation, a note... (RFC 6350). */
  vcard?: string;
}

/** A general file, a video or an animation: `file_name`, the name its sender gave it, is any text they chose. */
export type DocumentRef = FileRef & { file_name?: string };

/** An audio file: the player shows its performer and title, and its file name when it has no tags. */
export type AudioRef = FileRef & { performer?: string; title?: string; file_name?: string };

/**
 * What a message can show besides its text (a poll, a checklist, a venue, a contact, a file's or a track's name), on
 * the message itself or in the reply header of a message replying to it from another chat (ExternalReplyInfo).
 */
export interface ShownContent {
  poll?: Poll;
  checklist?: Checklist;
  /** A place (a message's `location` is set too): its name and address. */
  venue?: Venue;
  contact?: Contact;
  document?: DocumentRef;
  audio?: AudioRef;
  video?: DocumentRef;
  animation?: DocumentRef;
  /** An invoice, sent via an inline bot: its title and description. */
  invoice?: Invoice;
  /** A game, sent via an inline bot: its title, description and text. */
  game?: Game;
}

/** A message replied to that is not in this chat or forum topic, with what it shows in the reply's header. */
export interface ExternalReplyInfo extends ShownContent {
  origin: MessageOrigin;
  chat?: Chat;
  message_id?: number;
}

/** A checklist: a title and up to 30 tasks (the bot reads their words only). */
export interface Checklist {
  title: string;
  tasks: { id: number; text: string }[];
}

/** One size of a photo; a message's `photo` lists the sizes Telegram made, smallest first. */
export interface PhotoSize {
  file_id: string;
  file_unique_id: string;
  width: number;
  height: number;
  /** Bytes, when Telegram states it. */
  file_size?: number;
}

/** getFile's answer: download it from {api_root}/file/bot{token}/{file_path} (valid for at least an hour). */
export interface TelegramFile {
  file_id: string;
  file_unique_id: string;
  file_size?: number;
  file_path?: string;
}

export interface Message extends ShownContent {
  message_id: number;
  date: number;
  chat: Chat;
  from?: User;
  /** Set when the message was sent on behalf of a chat (a channel, or the group itself for anonymous admins). */
  sender_chat?: Chat;
  edit_date?: number;
  /** Supergroups: the thread (in a forum, the topic) the message belongs to. */
  message_thread_id?: number;
  /** The message was sent to a forum topic (its message_thread_id names the topic). */
  is_topic_message?: boolean;
  text?: string;
  caption?: string;
  /** A photo message: the sizes available, smallest first. */
  photo?: PhotoSize[];
  /** The album (media group) the message is part of: Telegram delivers each photo or video of an album as a message. */
  media_group_id?: string;
  forward_origin?: MessageOrigin;
  /** Legacy forward fields (Bot API < 7.0). */
  forward_from?: User;
  forward_from_chat?: Chat;
  is_automatic_forward?: boolean;
  /**
   * The message this one replies to (an administrator's /spam or /ham names its target so). In a forum topic, Telegram
   * sets it on every message that is not a reply to the topic's first, service message (`forum_topic_created`).
   */
  reply_to_message?: Message;
  /** The service message that opened a forum topic (its `from` created the topic, and named it). */
  forum_topic_created?: { name: string };
  /** The service message of a forum topic renamed (`name`, by its `from`) or given another icon (no `name`). */
  forum_topic_edited?: { name?: string; icon_custom_emoji_id?: string };
  /** The service message of tasks a member (its `from`) added to a checklist (`checklist_message`, someone else's). */
  checklist_tasks_added?: { checklist_message?: Message; tasks: Checklist["tasks"] };
  /** The service message (Bot API 9.x) of an answer option a member (its `from`) added to a poll (`poll_message`, someone else's). */
  poll_option_added?: { poll_message?: Message; option_persistent_id: string; option_text: string; option_text_entities?: MessageEntity[] };
  /** The service message of an answer option deleted from a poll. */
  poll_option_deleted?: { poll_message?: Message; option_persistent_id: string; option_text: string };
  /** A rich message (Bot API 10.1): blocks of rich text, and no `text`; a member sends one through an inline bot. */
  rich_message?: RichMessage;
  /** Bot API 9.5: the sender's tag in the supergroup (up to 16 characters a member chose), or an administrator's custom title, shown beside their name. */
  sender_tag?: string;
  /** Formatting of `text` / `caption` (custom_emoji among them). */
  entities?: MessageEntity[];
  caption_entities?: MessageEntity[];
  /**
   * How the message's link preview is shown; `url` set when the preview is not of the first address in the text: a
   * client may attach a preview of any address to any text (MTProto's inputMediaWebPage), a card readers open like a link.
   */
  link_preview_options?: { is_disabled?: boolean; url?: string; prefer_small_media?: boolean; prefer_large_media?: boolean; show_above_text?: boolean };
  /** Buttons under the message (a forward keeps its link buttons). */
  reply_markup?: InlineKeyboardMarkup;
  voice?: FileRef;
  video_note?: FileRef;
  /** A sticker: a picture chosen, nothing written. */
  sticker?: FileRef & { emoji?: string };
  /** An animated emoji with a random value (🎲, 🎯, 🏀, ⚽, 🎳, 🎰). */
  dice?: { emoji: string; value: number };
  location?: { latitude: number; longitude: number };
  /**
   * A reply's quoted part of the message it replies to (`external_reply` when that message is in another chat). Telegram
   * keeps only formatting entities in a quote (bold, italic, underline, strikethrough, spoiler, custom_emoji, date_time):
   * no text_link hides an address in one.
   */
  quote?: { text: string; position: number; is_manual?: boolean; entities?: MessageEntity[] };
  /** The service message of a message pinned (the message itself, as far as Telegram gives it). */
  pinned_message?: Message;
  story?: { chat: Chat; id: number };
  external_reply?: ExternalReplyInfo;
  new_chat_members?: User[];
  left_chat_member?: User;
  new_chat_title?: string;
  /** Service message in a group that became a supergroup: the supergroup's (new) id. */
  migrate_to_chat_id?: number;
  /** Service message in the new supergroup: the id of the group it was. */
  migrate_from_chat_id?: number;
}

export type ChatMemberStatus = "creator" | "administrator" | "member" | "restricted" | "left" | "kicked";

/** A member of a chat; a restricted one (ChatMemberRestricted) with the permissions its restriction leaves (can_send_messages, ...). */
export interface ChatMember extends ChatPermissions {
  status: ChatMemberStatus;
  user: User;
  /** restricted: whether the user is still a member of the chat. */
  is_member?: boolean;
  /** restricted / kicked: Unix time the restriction ends, 0 = forever. */
  until_date?: number;
  /** administrator: may restrict, ban or unban members (the owner, `creator`, has every right). */
  can_restrict_members?: boolean;
  /** administrator: may delete other members' messages. */
  can_delete_messages?: boolean;
  /** creator / administrator: posts on behalf of the group itself (the message's sender_chat is the group). */
  is_anonymous?: boolean;
}

export interface ChatMemberUpdated {
  chat: Chat;
  from: User;
  date: number;
  old_chat_member: ChatMember;
  new_chat_member: ChatMember;
}

/** A reaction: an emoji, a custom emoji or a paid star. */
export interface ReactionType {
  type: "emoji" | "custom_emoji" | "paid";
  emoji?: string;
  custom_emoji_id?: string;
}

/** message_reaction: a member changed their reactions to a message (sent only to a bot that is an administrator). */
export interface MessageReactionUpdated {
  chat: Chat;
  message_id: number;
  /** Absent when the reaction is anonymous (on behalf of a chat: actor_chat). */
  user?: User;
  actor_chat?: Chat;
  date: number;
  old_reaction: ReactionType[];
  new_reaction: ReactionType[];
}

/**
 * A button under a message (the bot sends only callback buttons; a member's forward may carry URL buttons, and a
 * message sent via an inline bot buttons of any kind, their labels any text).
 */
export interface InlineKeyboardButton {
  text: string;
  /** A link button: opens this URL. */
  url?: string;
  /** 1-64 bytes, given back in the callback query when the button is pressed. */
  callback_data?: string;
  /** A button that copies this text (1-256 characters) to the clipboard. */
  copy_text?: { text: string };
}

export interface InlineKeyboardMarkup {
  inline_keyboard: InlineKeyboardButton[][];
}

/** A press of a callback button under one of the bot's messages. */
export interface CallbackQuery {
  id: string;
  from: User;
  /** The message with the button (absent for inline-mode messages; date 0 when no longer accessible). */
  message?: Message;
  inline_message_id?: string;
  chat_instance: string;
  data?: string;
}

export interface Update {
  update_id: number;
  message_reaction?: MessageReactionUpdated;
  callback_query?: CallbackQuery;
  message?: Message;
  edited_message?: Message;
  channel_post?: Message;
  edited_channel_post?: Message;
  my_chat_member?: ChatMemberUpdated;
  chat_member?: ChatMemberUpdated;
}

export interface ChatPermissions {
  can_send_messages?: boolean;
  can_send_audios?: boolean;
  can_send_documents?: boolean;
  can_send_photos?: boolean;
  can_send_videos?: boolean;
  can_send_video_notes?: boolean;
  can_send_voice_notes?: boolean;
  can_send_polls?: boolean;
  can_send_other_messages?: boolean;
  can_add_web_page_previews?: boolean;
  can_change_info?: boolean;
  can_invite_users?: boolean;
  can_pin_messages?: boolean;
  can_manage_topics?: boolean;
  /** Bot API 9.x: a member's own tag. Older servers ignore an unknown permission. */
  can_edit_tag?: boolean;
}

/** Every permission off: what a mute is. */
export const MUTED: Required<ChatPermissions> = {
  can_send_messages: false,
  can_send_audios: false,
  can_send_documents: false,
  can_send_photos: false,
  can_send_videos: false,
  can_send_video_notes: false,
  can_send_voice_notes: false,
  can_send_polls: false,
  can_send_other_messages: false,
  can_add_web_page_previews: false,
  can_change_info: false,
  can_invite_users: false,
  can_pin_messages: false,
  can_manage_topics: false,
  can_edit_tag: false,
};

/**
 * Telegram takes a restriction's or ban's until_date less than this many seconds ahead (or past) as forever: an end that
 * near is never sent.
 */
export const UNTIL_FOREVER_WITHIN_S = 30;

/**
 * Every permission on: lifting a mute. Telegram sets each permission a restriction leaves out to false, and lifts the
 * restriction only when all of them are true ("pass True for all permissions to lift restrictions from a user").
 */
export const UNMUTED = Object.fromEntries(Object.keys(MUTED).map((k) => [k, true])) as Required<ChatPermissions>;

export type UpdateKind =
  | "message"
  | "edited_message"
  | "channel_post"
  | "edited_channel_post"
  | "my_chat_member"
  | "chat_member"
  | "callback_query"
  | "message_reaction";

/**
 * The updates the bot asks for (chat_member and message_reaction are not delivered unless asked for
 * explicitly; message_reaction only reaches a bot that is an administrator of the group;
 * callback_query: the admin notices' buttons).
 */
export const ALLOWED_UPDATES: UpdateKind[] = ["message", "edited_message", "my_chat_member", "chat_member", "callback_query", "message_reaction"];

/** Parameters and results of the methods the bot calls. */
export interface Methods {
  getMe: { params: Record<string, never>; result: User };
  getUpdates: { params: { offset?: number; limit?: number; timeout?: number; allowed_updates?: UpdateKind[] }; result: Update[] };
  setWebhook: {
    params: { url: string; secret_token?: string; allowed_updates?: UpdateKind[]; max_connections?: number; drop_pending_updates?: boolean };
    result: true;
  };
  deleteWebhook: { params: { drop_pending_updates?: boolean }; result: true };
  deleteMessage: { params: { chat_id: number; message_id: number }; result: true };
  /** A forum topic with all its messages (needs can_delete_messages); the message that opened a topic cannot be deleted alone. */
  deleteForumTopic: { params: { chat_id: number; message_thread_id: number }; result: true };
  /** 1..100 messages of one chat at once; those that cannot be found are skipped (still true). */
  deleteMessages: { params: { chat_id: number; message_ids: number[] }; result: true };
  restrictChatMember: {
    params: { chat_id: number; user_id: number; permissions: ChatPermissions; use_independent_chat_permissions?: boolean; until_date?: number };
    result: true;
  };
  banChatMember: { params: { chat_id: number; user_id: number; until_date?: number; revoke_messages?: boolean }; result: true };
  banChatSenderChat: { params: { chat_id: number; sender_chat_id: number }; result: true };
  unbanChatMember: { params: { chat_id: number; user_id: number; only_if_banned?: boolean }; result: true };
  unbanChatSenderChat: { params: { chat_id: number; sender_chat_id: number }; result: true };
  answerCallbackQuery: { params: { callback_query_id: string; text?: string; show_alert?: boolean; cache_time?: number }; result: true };
  editMessageText: {
    params: {
      chat_id: number;
      message_id: number;
      text: string;
      parse_mode?: "HTML" | "MarkdownV2";
      link_preview_options?: { is_disabled: boolean };
      reply_markup?: InlineKeyboardMarkup;
    };
    result: Message | true;
  };
  editMessageReplyMarkup: { params: { chat_id: number; message_id: number; reply_markup?: InlineKeyboardMarkup }; result: Message | true };
  getChatAdministrators: { params: { chat_id: number }; result: ChatMember[] };
  getChatMemberCount: { params: { chat_id: number }; result: number };
  /** A member's standing in the chat now: a restriction's or ban's end in until_date (0: forever). */
  getChatMember: { params: { chat_id: number; user_id: number }; result: ChatMember };
  getChat: { params: { chat_id: number }; result: ChatFullInfo };
  getFile: { params: { file_id: string }; result: TelegramFile };
  sendPhoto: {
    params: {
      chat_id: number;
      /** Forum supergroups: the topic to post in (General without it). */
      message_thread_id?: number;
      /** a file_id Telegram gave the bot (re-sent without uploading), or an HTTP URL */
      photo: string;
      /** at most 1,024 characters after entity parsing */
      caption?: string;
      parse_mode?: "HTML" | "MarkdownV2";
      disable_notification?: boolean;
    };
    result: Message;
  };
  sendMessage: {
    params: {
      chat_id: number;
      /** Forum supergroups: the topic to post in (General without it). */
      message_thread_id?: number;
      text: string;
      /** The message this one replies to; with allow_sending_without_reply it is sent even when that one is gone. */
      reply_parameters?: { message_id: number; allow_sending_without_reply?: boolean };
      parse_mode?: "HTML" | "MarkdownV2";
      disable_notification?: boolean;
      link_preview_options?: { is_disabled: boolean };
      reply_markup?: InlineKeyboardMarkup;
    };
    result: Message;
  };
  /** The command menu the apps show for a scope and language (empty language_code: every language without its own). */
  setMyCommands: {
    params: { commands: BotCommand[]; scope?: BotCommandScope; language_code?: string };
    result: true;
  };
  /** The command menu of a scope and language, as set. */
  getMyCommands: { params: { scope?: BotCommandScope; language_code?: string }; result: BotCommand[] };
}

/** One command of the menu: `command` 1-32 of a-z, 0-9 and `_`; `description` 1-256 characters. */
export interface BotCommand {
  command: string;
  description: string;
}

/** Where a command menu shows (the scopes the bot sets; Telegram has more, for one chat or member). */
export interface BotCommandScope {
  type: "default" | "all_private_chats" | "all_group_chats" | "all_chat_administrators";
}

export type MethodName = keyof Methods;
