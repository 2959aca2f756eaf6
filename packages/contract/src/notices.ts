/**
 * What Warden tells an account's owner in a private message from the bot, in each language it speaks: the webhook
 * dispatcher publishes the notice (with its English text, for a bot that does not know the notice), the bot writes it
 * in the owner's language.
 */
import type { BotLanguage } from "./catalog.js";

/** A webhook endpoint disabled because every delivery to it failed for too long. */
export interface EndpointDisabledNotice {
  endpointId: string;
  url: string;
  /** Since when every delivery has failed; undefined when unknown. */
  failingSince?: Date;
}

const ENDPOINT_DISABLED: Record<BotLanguage, (n: EndpointDisabledNotice) => string> = {
  en: ({ endpointId, url, failingSince }) =>
    `Warden disabled your webhook endpoint ${endpointId} (${url}): every delivery to it has failed since ${failingSince ? failingSince.toISOString() : "a long time"}. ` +
    `Fix the receiver, then re-enable it with PATCH /webhooks/${endpointId} {"status": "enabled"}. Events of the meantime are not delivered.`,
  ru: ({ endpointId, url, failingSince }) =>
    `Warden отключил ваш вебхук ${endpointId} (${url}): ни одна доставка на него не удаётся ${failingSince ? `с ${failingSince.toISOString()}` : "уже давно"}. ` +
    `Исправьте приёмник и включите вебхук снова: PATCH /webhooks/${endpointId} {"status": "enabled"}. События, случившиеся за это время, не доставляются.`,
};

/** The notice of a disabled webhook endpoint, in `language`. */
export function endpointDisabledText(language: BotLanguage, notice: EndpointDisabledNotice): string {
  return ENDPOINT_DISABLED[language](notice);
}
