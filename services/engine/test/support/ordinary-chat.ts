/**
 * Ordinary group chat that a default group must leave clean: the detection issue's examples
 * ("Does anyone know when the next community meetup is scheduled?" scored 30, "Let's grab coffee
 * near the kiosk later today" 43-48) and sentences of the same kind in English and Russian.
 * Shared by the unit test and `npm run eval`.
 */
export const ORDINARY_CHAT: readonly string[] = [
  "Does anyone know when the next community meetup is scheduled?",
  "Let's grab coffee near the kiosk later today",
  "Thanks everyone, see you at the meetup on Friday",
  "Can someone share the slides from yesterday's talk?",
  "I'm running a bit late, save me a seat please",
  "Кто-нибудь знает, когда следующая встреча сообщества?",
  "Давайте выпьем кофе у киоска сегодня попозже",
  "Спасибо всем, увидимся на встрече в пятницу",
];
