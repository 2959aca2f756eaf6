import { describe, expect, it } from "vitest";
import { BANDS, CampaignSignature, MIN_BAND_MATCHES, MIN_LETTERS, MIN_WORDS, nearDuplicates, type CampaignKeys } from "../src/campaign/signature.js";

const sig = new CampaignSignature();
const keys = (t: string) => sig.keys(t);
const all = (k: CampaignKeys) => [k.exact, ...k.bands];
/** The keys two texts have in common. */
const shared = (a: CampaignKeys, b: CampaignKeys) => all(a).filter((x) => all(b).includes(x)).length;

const EN = "Earn $500 a day from home with our new crypto scheme, no experience needed. Write to @easy_money_bot right now!";
const RU = "Нужны 2 человека сегодня на разгрузку, оплата 5000 сразу на руки, пишите в лс @rabota_today";

describe("campaign band keys", () => {
  it("a long text has one exact key and one key per LSH band, all hex hashes (no text)", () => {
    const k = keys(EN)!;
    expect(k.exact).toMatch(/^[0-9a-f]{16}$/);
    expect(k.bands).toHaveLength(BANDS);
    for (const b of k.bands) expect(b).toMatch(/^[0-9a-f]{16}$/);
    expect(new Set(k.bands).size).toBe(BANDS);
    expect(keys(EN)).toEqual(k);
  });

  it.each([
    ["homoglyphs", EN, "Еаrn $500 а dаy frоm hоme with our new crурto scheme, no experience needed. Write to @easy_money_bot right now!"],
    ["styled letters", EN, "𝐄𝐚𝐫𝐧 $500 a day from home with our new crypto scheme, no experience needed. Write to @easy_money_bot right now!"],
    [
      "spacing and line breaks",
      EN,
      "E a r n  $500 a day   from home with our new crypto scheme,\n\nno experience needed.\nWrite to @easy_money_bot right now!",
    ],
    ["a changed number", EN, "Earn $1200 a day from home with our new crypto scheme, no experience needed. Write to @easy_money_bot right now!"],
    ["a changed handle", EN, "Earn $500 a day from home with our new crypto scheme, no experience needed. Write to @rich_quick_77 right now!"],
    ["a word added", EN, "Earn $500 a day from home with our new crypto scheme, no experience needed at all. Write to @easy_money_bot right now!"],
    ["a greeting added", EN, "Hello! Earn $500 a day from home with our new crypto scheme, no experience needed. Write to @easy_money_bot right now!"],
    ["Russian: number and handle changed", RU, "Нужны 3 человека сегодня на разгрузку, оплата 7000 сразу на руки, пишите в лс @rabota_zavtra"],
    ["Russian: spaced letters and homoglyphs", RU, "Н у ж н ы 2 чeлoвeкa сегодня на разгрузку, оплата 5000 сразу на руки, пишите в лс @rabota_today"],
  ])("near-duplicates share the exact key or at least two band keys: %s", (_name, a, b) => {
    expect(nearDuplicates(keys(a)!, keys(b)!)).toBe(true);
  });

  it("a changed number or handle keeps even the exact key", () => {
    const k = keys(EN)!;
    expect(keys(EN.replace("$500", "$750").replace("@easy_money_bot", "@another_one"))!.exact).toBe(k.exact);
  });

  it("unrelated texts share no key, even on the same subject", () => {
    const texts = [
      EN,
      RU,
      "Earn money with our new design course, no experience needed, the first lesson is free for everyone!",
      "Does anyone know when the next community meetup is scheduled? I would like to bring a friend along.",
      "Let's grab coffee near the kiosk later today, I will be there around five after work.",
      "Привет всем, кто знает хорошего стоматолога в центре? Посоветуйте, пожалуйста, очень нужно.",
      "Продам велосипед в хорошем состоянии, почти не катался, цена договорная, писать в личку.",
      "The build is failing on the main branch since this morning, can someone look at the logs?",
      "Free crypto airdrop for the first 1000 users, connect your wallet at the link in my profile",
    ];
    const ks = texts.map((t) => keys(t)!);
    for (let i = 0; i < ks.length; i++) for (let j = i + 1; j < ks.length; j++) expect(shared(ks[i]!, ks[j]!), `${texts[i]} / ${texts[j]}`).toBe(0);
  });

  it("texts that share one common phrase are no near-duplicates: a band needs its own shingles and one band is not enough", () => {
    // Ubuntu IRC lines (the ham of ../shared/data/spam/irc_ubuntu_en.jsonl) and an unrelated sentence, all with "if you
    // want": before, a band of the short lines hung on that phrase's shingles (its empty bins densified from them), and
    // the four shared that band key. Posted in 3 groups by 2 senders, the lines made the sentence a campaign in a 4th.
    const lines = [
      "then you'd need special software if you wanted to use X forwarding over ssh",
      "<hint> install nvidia-glx if you want nvidia to work",
      "if you want fat32 (large disk), mkfs.vfat -F 32 /dev/yourdisk",
    ];
    const ride = keys("If you want a ride to the airport tomorrow morning just tell me and we can share a taxi")!;
    expect(ride.bands.length).toBeGreaterThanOrEqual(MIN_BAND_MATCHES);
    for (const line of lines) {
      const k = keys(line)!;
      expect(k.bands.length, line).toBeGreaterThan(0);
      expect(nearDuplicates(k, ride), line).toBe(false);
      expect(shared(k, ride), line).toBeLessThan(MIN_BAND_MATCHES);
    }
  });

  it("a band key is made only of bins the text filled: an emptier text has fewer band keys, never one made up", () => {
    // about 55 shingles leave some of the 32 bins empty: the bands with an empty bin have no key
    const short = keys("see you all at the community meetup on Friday evening")!;
    expect(short.bands.length).toBeGreaterThan(0);
    expect(short.bands.length).toBeLessThan(BANDS);
    // a long text fills every bin
    expect(keys(EN)!.bands).toHaveLength(BANDS);
  });

  it.each([
    "hi",
    "thanks!",
    "+1",
    "ok",
    "👍👍👍",
    "ok see you tomorrow",
    "Happy birthday!!!",
    "lol that is so true haha",
    "https://example.com/a/b/c/d",
    "@someone @someone_else @third_one",
  ])("a short or trivial text has no keys and is never recorded: %j", (t) => {
    expect(keys(t)).toBeUndefined();
  });

  it(`the edges: ${MIN_WORDS} words and ${MIN_LETTERS} letters are needed`, () => {
    expect(keys("abcdefghij klmnopqrst uvw")).toBeUndefined(); // 3 words, 23 letters
    expect(keys("abcdefghij klmnopqrs t u")).toBeDefined(); // 4 words, 22 letters
    expect(keys("abcd efgh ijkl mnopqrs")).toBeUndefined(); // 4 words, 19 letters
    expect(keys("abcd efgh ijkl mnopqrst")).toBeDefined(); // 4 words, 20 letters
  });

  it("a short text that is not trivial gets the exact key only; a changed number or handle keeps it", () => {
    const k = keys("Заработок 5000 в день, пиши @vasya")!;
    expect(k.bands).toEqual([]);
    expect(keys("Заработок 9000 в день, пиши @petya_88")!.exact).toBe(k.exact);
    expect(keys("Заработок 5000 в неделю, пиши @vasya")!.exact).not.toBe(k.exact);
  });
});
