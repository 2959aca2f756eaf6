/**
 * `npm run train -- --with-reports` trains on moderator reports but never holds them out: their margins are not
 * out-of-file predictions, so the figures, the Platt fit and the search must not count them (scripts/lib/lofo.ts
 * trainingSet / scoredPart).
 */
import { describe, expect, it } from "vitest";
import { loadDefaultModel } from "../src/detection/index.js";
import { splitFile, type DataFile } from "../scripts/lib/dataset.js";
import { better, objective, outOfFile, scoredPart, scoringOfModel, tallyByFile, trainingSet } from "../scripts/lib/lofo.js";
import { FEATURES, HYPER } from "../scripts/lib/recipe.js";

const row = (text: string, label: "spam" | "ham") => ({ text, label, lang: "en", source: "test" });
const file = (name: string, rows: ReturnType<typeof row>[]): DataFile => ({
  file: name,
  path: name,
  sha256: "",
  lines: rows.length,
  examples: splitFile(name, rows),
});

describe("a training set with examples that are never held out", () => {
  const files = [
    file("a.jsonl", [row("earn 500 a day from home dm me", "spam"), row("see you at lunch", "ham"), row("the build is green", "ham")]),
    file("b.jsonl", [row("free crypto giveaway claim now", "spam"), row("who has the meeting notes", "ham")]),
  ];
  const reports = splitFile("moderator_reports.jsonl", [row("join my team and earn daily", "spam"), row("thanks for the link", "ham")]);
  const ts = trainingSet(files, reports, { ...FEATURES, bits: 12 }, 5000);

  it("puts the data files' examples first and trains on the extras", () => {
    expect(ts.scored).toBe(5);
    expect(ts.items).toHaveLength(7);
    expect(ts.names).toEqual(["a.jsonl", "b.jsonl"]);
    expect(ts.items.slice(5).map((it) => it.ex.file)).toEqual(["moderator_reports.jsonl", "moderator_reports.jsonl"]);
  });

  it("scores only the data examples out of file: the extras are in no tally", () => {
    const oof = outOfFile(ts.items, ts.names, 12, { ...HYPER, epochs: 2 }, 1, ts.weights);
    // never held out, so never scored: a margin of 0 that is no prediction
    expect([...oof.margin.slice(5)]).toEqual([0, 0]);
    const part = scoredPart(ts, oof);
    expect(part.items).toHaveLength(5);
    expect(part.oof.margin).toHaveLength(5);
    expect(part.oof.sim).toHaveLength(5);
    const scoring = scoringOfModel(loadDefaultModel().json);
    expect([...tallyByFile(part.items, part.oof, scoring).keys()].sort()).toEqual(["a.jsonl", "b.jsonl"]);
  });
});

describe("the search's selection rule (scripts/lib/lofo.ts better)", () => {
  const o = (minRecall: number, meanRecall: number) => ({ feasible: true, excess: 0, minRecall, meanRecall, fp: 10, suspicious: 100 });
  it("never trades the recall target away for mean recall, though the two worst-file recalls are within the tie", () => {
    // tgspam_umputun_early at 1242 / 1380 (90.00%) against 1241 / 1380 (89.93%) with more janitr and SMS recall
    const meets = o(1242 / 1380, 0.7);
    const under = o(1241 / 1380, 0.71);
    expect(better(meets, under)).toBe(true);
    expect(better(under, meets)).toBe(false);
  });
  it("within the tie and both over the target, mean recall decides", () => {
    expect(better(o(0.905, 0.71), o(0.906, 0.7))).toBe(true);
    expect(better(o(0.906, 0.7), o(0.905, 0.71))).toBe(false);
  });
  it("English chat is held to 0.2% 'suspicious', Russian chat to 1.8%", () => {
    const chat = (file: string, suspicious: number) => ({ file, spam: 0, tp: 0, spamSuspicious: 0, ham: 30000, fp: 0, suspicious });
    const tally = (irc: number, monalenka: number) =>
      new Map([
        ["irc_ubuntu_en.jsonl", chat("irc_ubuntu_en.jsonl", irc)],
        ["monalenka_chat_ham.jsonl", chat("monalenka_chat_ham.jsonl", monalenka)],
      ]);
    // IRC at 0.07% (the shipped model) and monalenka at 1.7%: within both caps
    expect(objective(tally(21, 510)).feasible).toBe(true);
    // IRC at 0.35% (a Latin offset of -6): over the English cap, though under the 1.8% of every chat file
    expect(objective(tally(105, 510)).feasible).toBe(false);
    // monalenka at 1.9%: over the chat cap
    expect(objective(tally(21, 570)).feasible).toBe(false);
  });
});
