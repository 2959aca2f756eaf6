/**
 * Built-in rules, as data. Every rule has a name, a category, an integer
 * weight (added to the score when it fires) and either text patterns or a
 * structural condition. Patterns run on the NORMALISED text (lower-case,
 * homoglyphs/leetspeak/spacing undone, see normalize/).
 *
 * Phrase pattern syntax (matched on word tokens, linear time, see matcher.ts):
 *   word      the exact token
 *   word*     any token starting with "word"
 *   a|b*|c    alternatives for one token
 *   #n        a number token: digits, or a number written as a word ("пять", "тисяча", "five", "ming": number-words.ts);
 *             a sum typed in groups of three ("40 000") is one number to the step after it
 *   #k        a sum in thousands: 1-4 digits and "к" or "k" ("20к", "5k")
 *   ~N        up to N arbitrary tokens (N = 1..3)
 *
 * `regex` entries are fixed JavaScript regexes on the normalised text; they
 * must stay simple (no nested quantifiers, bounded repeats) so they run in
 * linear time. Each is a scan of the whole text: start it on its rarest literal
 * ("launch", "$", "18") and read what precedes it with a lookbehind, because one
 * that starts with a class or common words ("\b\d", "(?:send|pay)") is tried at
 * most positions of a long text; a regex that must end the text is "$(?<=...)".
 * One whose every match starts with a CJK letter runs only where there are such
 * letters (builtin.ts, startsWithCjk), and one whose every match starts with a
 * literal ("$", "[$€£]", "(?:launch|18)") is tried only where it occurs
 * (leadingLiterals): a regex can lead with its rarest character and pay nothing
 * on a text without it.
 *
 * Patterns are written from what each kind of spam says, not from data lines. Weights were
 * chosen on leave-one-file-out figures: `npm run train -- --search-rules` searches each weight
 * (10..40) against every file scored by a classifier that never saw it (scripts/lib/lofo.ts),
 * and the values it printed are the ones below (docs/model-experiments.md).
 *
 * `|` alternates ONE token: "a b|c" is "a b" or "a c", never "a b" or "c"; a phrase that needs
 * several multi-word alternatives is several patterns.
 *
 * A Russian or Ukrainian prefix of a noun in "-ка" does not read its genitive plural, which puts
 * a vowel before the "к" ("справк*" never reads "справок", "зірк*" never "зірок"): spell it out
 * beside the prefix where the phrase's grammar takes it ("изготовление справок").
 *
 * The text is split into tokens at apostrophes ("you're" is "you re", "don't" is "don t"), so a
 * contraction is written as its tokens; a pattern token with an apostrophe is refused when the
 * rules are compiled (it could never match).
 */
import { MARKER_CATEGORY, TERMS_CATEGORY, type BuiltinRule } from "./rule-defs.js";
import { RULES_PART_1 } from "./rules-part-1.js";
import { RULES_PART_2 } from "./rules-part-2.js";

export {
  COUNTER_CATEGORY,
  MARKER_CATEGORIES,
  MARKER_CATEGORY,
  type Metric,
  type RuleLang,
  TERMS_CATEGORY,
  URL_SHORTENERS,
  type BuiltinRule,
} from "./rule-defs.js";

/** Every built-in rule, in order (a rule that `refines` another comes after it): rules-part-1.ts, then rules-part-2.ts. */
export const BUILTIN_RULES: readonly BuiltinRule[] = [...RULES_PART_1, ...RULES_PART_2];

/**
 * Combination signal: spam almost always combines kinds (money + a contact, a job + a DM, a
 * giveaway + a link), ordinary chat almost never does. When the text rules that fired span at
 * least 2 (3) distinct categories, this signal adds its weight for 2 (3+). Weights chosen on the
 * leave-one-file-out figures (train.ts --search-rules).
 */
export const SEVERAL_KINDS = {
  name: "several_spam_kinds",
  category: "combination",
  weights: { two: 10, three: 20 },
} as const;

/**
 * Named combinations, as data: a combination fires when, for each of its `all` lists, a rule of one
 * of the listed categories fired. Each says what a kind of spam is made of (an offer and a way to
 * take it up), which chat rarely is; a combination is a signal with a weight like a rule, chosen on
 * the leave-one-file-out figures (train.ts --search-rules; 0 switches one off).
 */
export interface ComboRule {
  name: string;
  weight: number;
  description: string;
  all: readonly (readonly string[])[];
  /**
   * A combination of short posts only: the most tokens (words, numbers, pieces of a link; the normalised text's
   * tokens) a text may have for it to fire. Undefined: any length.
   */
  maxWords?: number;
}

export const BUILTIN_COMBOS: readonly ComboRule[] = [
  {
    name: "offer_with_dm_call",
    weight: 10,
    description:
      "Money, work or credit offered together with a call to write in private, in a post of at most 15 words ('Нужны люди на подработку, пиши', 'Earn $500 daily, dm me how'): the one- or two-line template of 2024-25 chat spam. Longer recruiting with a call is left to the other signals: two ham-labelled recruiting messages of tg-spam's samples (16 words and more) kept this combination at 0 while it read any length (weight and length chosen on the leave-one-file-out figures, docs/model-experiments.md)",
    all: [["earnings", "job", "labour", "remote", "finance"], ["solicitation"]],
    maxWords: 15,
  },
  {
    name: "work_for_income",
    weight: 5,
    description: "Recruiting together with promised income (remote-work and 'team' scams)",
    all: [["job", "labour", "remote"], ["earnings"]],
  },
  {
    name: "labour_with_dm_call",
    weight: 15,
    description: "Same-day labour paid on the spot together with a call to write in private",
    all: [["labour"], ["solicitation"]],
  },
  {
    name: "illicit_with_contact",
    weight: 15,
    description:
      "Illegal goods, adult services, gambling, a fraud (occult services, leaked exams, goods or tickets too cheap), services sold (bought reach and accounts, essays to order), goods promoted (diet pills, ad slots; both since the seventy-ninth round) or money offered (loans, debts written off, yields on property or crypto; since the fifteenth session), tips sold, a support or bank impersonated, a testimonial (since the nineteenth session) together with a contact, a link or a mention",
    all: [
      ["illegal", "drugs", "adult", "gambling", "fraud", "services", "promotion", "finance", "betting", "impersonation", "testimonial"],
      ["solicitation", "links", "mentions"],
    ],
  },
  {
    name: "introduction_with_offer",
    weight: 20,
    description:
      "A self-introduction that goes on to money, crypto or a result and a call to write (not to a job: a recruiter introduces themselves too): the opener of investment, 'work from home' and mentor scams ('Всем привет, меня зовут Алина, занимаюсь инвестициями, поделюсь опытом, пишите')",
    all: [[MARKER_CATEGORY], ["earnings", "crypto", "finance", "testimonial"], ["solicitation"]],
  },
  {
    name: "illicit_with_terms",
    weight: 25,
    description:
      "An illegal good or service, a fraud, adult services, gambling or money offered together with a seller's terms (a price, stock, delivery, speed, a guarantee): the one-line advert that names no contact ('Права без экзаменов, быстро', 'Справки любые, недорого', 'Закладки, якість гарантуємо')",
    all: [["illegal", "drugs", "adult", "gambling", "betting", "fraud", "services", "promotion", "finance"], [TERMS_CATEGORY]],
  },
  {
    name: "bait_with_link",
    weight: 20,
    description: "A giveaway, promo code or investment pitch together with a special link (shortener, invite, referral)",
    all: [["giveaway", "crypto", "earnings", "promotion", "testimonial", "broadcast", "phishing"], ["links"]],
  },
];

/** Probation rule (not text-based): a link from a new member. */
export const NEW_MEMBER_LINK = {
  name: "new_member_link",
  category: "probation",
  /**
   * 55: on its own a link from a new member is only "suspicious" at the
   * default thresholds (40/70), but together with any other moderate signal
   * (a shortener, an invite link, a classifier weight of 15 ...) it reaches
   * spam (70).
   */
  weight: 55,
} as const;

/**
 * Not a rule but a marker of weight 0: the message is spam only because its sender is on
 * probation, judged against the group's probation_spam_threshold instead of spam_threshold.
 */
export const PROBATION_THRESHOLD = {
  name: "probation_threshold",
  category: "probation",
} as const;
