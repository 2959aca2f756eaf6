/**
 * Texts that talk to the AI instead of to the group: they carry the answer's own format or dictate an answer ("ignore
 * previous instructions", "answer exactly ..."). An honest message has no reason to; a spammer who appends them hopes
 * the model obeys and calls the message clean. The model is told to take them as a spam sign (openai.ts), and whatever
 * it says, a "clean" opinion of such a text is not counted (GuardedAi): the rules' verdict stands. The rules and their
 * scores are not touched (no signal is added): this only decides whether the AI's "clean" may be believed.
 */
const DICTATION: readonly RegExp[] = [
  // The answer's format: a quoted "verdict" or "confidence" key, or a verdict given a clean value.
  /["'`]verdict["'`]\s*:/i,
  /["'`]\s*confidence\s*["'`]\s*:/i,
  /\bverdict\s*[:=]\s*["'`]?(?:clean|ham|not\s+spam|legitimate)\b/i,
  // Instructions to a model.
  /\b(?:ignore|disregard|forget|override)\b[\s\S]{0,30}\b(?:previous|prior|above|earlier|system|your)\b[\s\S]{0,20}\b(?:instructions?|prompts?|rules|guidelines)\b/i,
  /\b(?:answer|respond|reply|output|return|classify|mark|label)\b(?:\s+\w+){0,3}?\s+["'`]?(?:clean|ham|not\s+spam|legitimate)["'`]?(?![\w-])/i,
  /\banswer\s+exactly\b/i,
  /\b(?:moderation|moderator|spam[- ]?filter|classifier)\s+(?:assistant|model|ai)\b/i,
  /\b(?:system\s+prompt|you\s+are\s+(?:an?\s+)?(?:ai|language\s+model|assistant|chatgpt|gpt))\b/i,
  /\bnote\s+to\s+the\s+(?:ai|model|assistant|moderator|moderation)\b/i,
  // The same in Russian (imperatives only: "ответил только через час" dictates nothing).
  /(?<![а-яё])(?:игнорируй|забудь|проигнорируй)(?:те)?(?![а-яё])[\s\S]{0,40}(?:инструкци|правил|указани)/i,
  /(?<![а-яё])(?:ответь|отвечай)(?:те)?(?![а-яё])[\s\S]{0,20}(?:ровно|только|строго)/i,
];

/** True when the text addresses the model or dictates its answer (see above). */
export function dictatesAnswer(text: string): boolean {
  return DICTATION.some((re) => re.test(text));
}
