/**
 * The 50 custom rules of the benchmarks (bench:engine and bench:gateway): 20 keywords, 15 regexes
 * and 15 domains, the shape of a busy Pro group's list.
 */
export interface BenchRule {
  name: string;
  kind: "keyword" | "regex" | "domain";
  pattern: string;
  weight: number;
}

const KEYWORDS = [
  "скидка",
  "акция",
  "промо",
  "viagra",
  "loan",
  "casino bonus",
  "free gift",
  "заработок дома",
  "crypto signal",
  "forex",
  "ставки",
  "казино",
  "порно",
  "weed",
  "escort",
  "bitcoin doubler",
  "инвестиции",
  "быстрые деньги",
  "лотерея",
  "giveaway",
];
const REGEXES = [
  "\\b\\d{3,}\\s?(?:usd|usdt|\\$)",
  "t\\.me/\\+[a-z0-9_-]{6,}",
  "(?:зараб|earn)\\w*\\s+\\d+",
  "wa\\.me/\\d+",
  "\\+7\\d{10}",
  "bit\\.ly/\\w+",
  "(?:лс|личк[уеи])",
  "[A-Z]{10,}",
  "(?:x{2,}|х{2,})",
  "\\bdm\\s+me\\b",
  "\\$[A-Z]{3,6}\\b",
  "(?:https?://)?[a-z0-9-]+\\.(?:xyz|top|click)\\b",
  "\\d{2,}%\\s*(?:profit|прибыл)",
  "(?:whats?app|ватсап)",
  "(?:binance|bybit)\\s+(?:signals?|сигнал)",
];
const DOMAINS = [
  "spam.example",
  "bad.xyz",
  "tinyurl.com",
  "casino.top",
  "pump.fun",
  "scam.io",
  "free-money.ru",
  "clck.ru",
  "cutt.ly",
  "rb.gy",
  "airdrop.club",
  "1win.pro",
  "mostbet.com",
  "earn.today",
  "phish.link",
];

export const BENCH_RULES: readonly BenchRule[] = [
  ...KEYWORDS.map((pattern, i) => ({ name: `kw_${i}`, kind: "keyword" as const, pattern, weight: 10 })),
  ...REGEXES.map((pattern, i) => ({ name: `re_${i}`, kind: "regex" as const, pattern, weight: 15 })),
  ...DOMAINS.map((pattern, i) => ({ name: `dom_${i}`, kind: "domain" as const, pattern, weight: 20 })),
];

/** The same rules as a group's stored list holds them (an id each, enabled): what the engine compiles. */
export const BENCH_STORED_RULES: readonly (BenchRule & { id: string; enabled: true })[] = BENCH_RULES.map((r, i) => ({
  id: `r${i}`,
  ...r,
  enabled: true as const,
}));
