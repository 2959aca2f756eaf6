import { describe, expect, it } from "vitest";
import { agreedReports, DISSENT_RATIO, type ExportedReport, linkReports, MIN_AGREEING_OWNERS, ownerNode, Owners } from "../scripts/lib/reports.js";

// The export's rules without groups-config (export-reports.int.test.ts runs them on its RPCs).
const TEXT = "Earn 500 a day from home with our crypto robot, write to the manager now";
const votes = (spam: number, ham: number): ExportedReport[] => [
  ...Array.from({ length: spam }, (_, i) => ({ text: TEXT, label: "spam" as const, reporter: `account:s${i}` })),
  ...Array.from({ length: ham }, (_, i) => ({ text: TEXT, label: "ham" as const, reporter: `account:h${i}` })),
];
const verdict = (reports: ExportedReport[]) => agreedReports(reports).map((a) => [a.label, a.accounts, a.against]);

describe("agreedReports: unrelated owners, a clear majority", () => {
  it("needs 3 owners for a label and at least 4 for each owner against it", () => {
    expect([MIN_AGREEING_OWNERS, DISSENT_RATIO]).toEqual([3, 4]);
    expect(verdict(votes(2, 0))).toEqual([]);
    expect(verdict(votes(3, 0))).toEqual([["spam", 3, 0]]);
    expect(verdict(votes(3, 1))).toEqual([]);
    expect(verdict(votes(4, 1))).toEqual([["spam", 4, 1]]);
    expect(verdict(votes(7, 2))).toEqual([]);
    expect(verdict(votes(8, 2))).toEqual([["spam", 8, 2]]);
    expect(verdict(votes(1, 4))).toEqual([["ham", 4, 1]]);
    expect(verdict(votes(3, 3))).toEqual([]);
  });

  it("an owner's vote is its latest label of the text, however many reports it made", () => {
    const corrected: ExportedReport[] = [
      ...votes(0, 3), // h0..h2 say ham ...
      ...votes(0, 3).map((r) => ({ ...r, label: "spam" as const })), // ... then correct themselves
      { text: TEXT, label: "spam", reporter: "account:s9" },
    ];
    expect(verdict(corrected)).toEqual([["spam", 4, 0]]);
    const flood = Array.from({ length: 10 }, () => ({ text: TEXT, label: "ham" as const, reporter: "tg:1" }));
    expect(verdict([...votes(4, 0), ...flood])).toEqual([["spam", 4, 1]]);
  });

  it("emoji-only texts agree only with the same text; a blank one is no vote", () => {
    const of = (text: string, n: number): ExportedReport[] =>
      Array.from({ length: n }, (_, i) => ({ text, label: "spam" as const, reporter: `account:${text}${i}` }));
    expect(agreedReports([...of("💰💰🔥", 1), ...of("🎰🎰", 1), ...of("🚀🌕", 1)])).toEqual([]);
    expect(agreedReports(of("💰💰🔥", 3)).map((a) => [a.text, a.accounts])).toEqual([["💰💰🔥", 3]]);
    expect(agreedReports(of("   ", 3))).toEqual([]);
  });

  it("exports the first text reported with the winning label", () => {
    const reports: ExportedReport[] = [
      { text: "Earn 500 a day from home with our crypto robot, write to the manager now!", label: "ham", reporter: "account:a" },
      ...votes(4, 0),
    ];
    expect(agreedReports(reports).map((a) => a.text)).toEqual([TEXT]);
  });
});

describe("Owners: reporters tied by ownership are one", () => {
  it("ties accounts, groups and Telegram users transitively, with the same root whatever the order", () => {
    const links: [string, string][] = [
      [ownerNode.account("acc_b"), ownerNode.user(7)],
      [ownerNode.group(-100), ownerNode.user(7)],
      [ownerNode.group(-100), ownerNode.account("acc_a")],
      [ownerNode.group(-200), ownerNode.user(8)],
    ];
    for (const order of [links, [...links].reverse()]) {
      const owners = new Owners();
      for (const [a, b] of order) owners.link(a, b);
      expect(owners.ownerOf({ accountId: "acc_b" })).toBe("account:acc_a");
      expect(owners.ownerOf({ groupId: -100n, telegramUserId: 9n })).toBe("account:acc_a");
      expect(owners.ownerOf({ groupId: -200n })).toBe(owners.find(ownerNode.user(8)));
      expect(owners.ownerOf({ groupId: -200n })).not.toBe("account:acc_a");
      expect(owners.ownerOf({ accountId: "acc_c" })).toBe("account:acc_c");
    }
  });

  it("reads the ties a report shows: a bot report's group and admin, an account reporting in a group", () => {
    const owners = linkReports(new Owners(), [
      { groupId: -1n, telegramUserId: 5n },
      { groupId: -2n, telegramUserId: 5n },
      { accountId: "acc_x", groupId: -3n },
      { accountId: "acc_y" },
    ]);
    expect(owners.ownerOf({ groupId: -1n })).toBe(owners.ownerOf({ groupId: -2n }));
    expect(owners.ownerOf({ accountId: "acc_x" })).toBe(owners.ownerOf({ groupId: -3n }));
    expect(new Set([-1n, -3n].map((g) => owners.ownerOf({ groupId: g })).concat(owners.ownerOf({ accountId: "acc_y" }))).size).toBe(3);
  });
});
