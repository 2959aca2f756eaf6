import { describe, expect, it } from "vitest";
import { asksForHelp, intFlag, parseArgs, UsageError } from "../src/args.js";

const OPTIONS = { id: { type: "string" }, admin: { type: "string", multiple: true }, reset: { type: "boolean" } } as const;

describe("parseArgs (strict)", () => {
  it("reads string, repeated and boolean flags and positionals", () => {
    const p = parseArgs(["ACC", "--id", "-1001234567890", "--admin", "a", "--admin=b", "--reset"], OPTIONS, 1);
    expect(p.positionals).toEqual(["ACC"]);
    expect(p.values).toMatchObject({ id: "-1001234567890", admin: ["a", "b"], reset: true });
    expect(intFlag(p, "id")).toBe(-1001234567890);
  });

  it("refuses unknown flags, missing values, values of switches and stray arguments", () => {
    expect(() => parseArgs(["--bogus", "1"], OPTIONS, 0)).toThrow(new UsageError("unknown option --bogus"));
    expect(() => parseArgs(["-x"], OPTIONS, 0)).toThrow(UsageError);
    expect(() => parseArgs(["--id"], OPTIONS, 0)).toThrow(UsageError);
    expect(() => parseArgs(["--reset=1"], OPTIONS, 0)).toThrow(UsageError);
    expect(() => parseArgs(["A", "B"], OPTIONS, 1)).toThrow(new UsageError("unexpected argument: B"));
  });

  it("takes a negative number only as a string option's value, never a flag's look-alike", () => {
    expect(() => parseArgs(["--reset", "-5"], OPTIONS, 0)).toThrow(UsageError);
    expect(() => parseArgs(["--id", "-5x"], OPTIONS, 0)).toThrow(UsageError);
  });

  it("a value starting with a dash is refused with how to give it (the option=value form)", () => {
    expect(() => parseArgs(["--id", "-=Crypto=-"], OPTIONS, 0)).toThrow(/^Option '--id' argument is ambiguous\. .*'--id=-XYZ'/);
    expect(parseArgs(["--id=-=Crypto=-"], OPTIONS, 0).values).toMatchObject({ id: "-=Crypto=-" });
  });

  it("intFlag refuses what is not a safe integer", () => {
    for (const v of ["1.5", "12a", "", "99999999999999999999"]) {
      expect(() => intFlag(parseArgs([`--id=${v}`], OPTIONS, 0), "id"), v).toThrow(UsageError);
    }
  });

  it("refuses a flag given twice unless it is repeatable (node:util would keep the last one)", () => {
    expect(() => parseArgs(["--id", "-1001", "--id", "-1002"], OPTIONS, 0)).toThrow(new UsageError("--id given more than once"));
    expect(() => parseArgs(["--id=-1001", "--id", "-1001"], OPTIONS, 0)).toThrow(new UsageError("--id given more than once"));
    expect(() => parseArgs(["--reset", "--reset"], OPTIONS, 0)).toThrow(new UsageError("--reset given more than once"));
    expect(parseArgs(["--admin", "a", "--admin", "b"], OPTIONS, 0).values).toMatchObject({ admin: ["a", "b"] });
  });
});

describe("asksForHelp", () => {
  it("is true for --help or -h given as a flag, anywhere among the flags", () => {
    for (const argv of [["--help"], ["-h"], ["ACC", "--id", "-1001", "--help"], ["--bogus", "-h"], ["--id=-h", "--help"]]) {
      expect(asksForHelp(argv, OPTIONS), argv.join(" ")).toBe(true);
    }
  });

  it("is false for -h or --help given as a flag's value or after --", () => {
    for (const argv of [["--id", "-h"], ["--id", "--help"], ["--id=-h"], ["--id=--help"], ["--", "-h"], ["--admin", "-h"]]) {
      expect(asksForHelp(argv, OPTIONS), argv.join(" ")).toBe(false);
    }
  });
});
