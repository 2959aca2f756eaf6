/**
 * Chat exports that hold a formatted message as the Python repr of Telegram Desktop's entity list are
 * read as the text a check gets (scripts/lib/dataset.ts flattenTelegramExport); anything else is left alone.
 */
import { describe, expect, it } from "vitest";
import { flattenTelegramExport } from "../scripts/lib/dataset.js";

describe("flattenTelegramExport", () => {
  it("joins the plain strings and each entity's text, in order, dropping the entity keys", () => {
    const line = `['Атмосфера Дня Победы🙏\\n\\nВидео: ', {'type': 'mention', 'text': '@someone'}, '\\n', {'type': 'text_link', 'text': 'Подпишись', 'href': 'https://t.me/+abc'}, '']`;
    expect(flattenTelegramExport(line)).toBe("Атмосфера Дня Победы🙏\n\nВидео: @someone\nПодпишись");
  });

  it("undoes Python's string escapes and both quote styles, and reads booleans and numbers in entities", () => {
    const line = `[{'type': 'bold', 'text': 'It\\'s 5\\xa0km'}, " and \\"quoted\\" \\u2019", {'type': 'blockquote', 'text': 'x', 'collapsed': True, 'n': 3}]`;
    expect(flattenTelegramExport(line)).toBe('It\'s 5\u00a0km and "quoted" \u2019x');
  });

  it("leaves a text alone unless it is exactly such a list", () => {
    for (const text of [
      "[12:01] <nick> what does {'type': 'bold'} mean in the export?",
      "['unterminated', {'type': 'bold', 'text': 'x'}",
      "['a', {'type': 'bold'}]",
      "['a', {'type': 'bold', 'text': 'b'}] trailing",
      "plain chat message",
    ]) {
      expect(flattenTelegramExport(text), text).toBe(text);
    }
  });
});
