/** The text limits and string checks live in the contract; services keep importing them from here. */
export {
  MAX_TEXT_CHARS,
  MAX_JSON_DEPTH,
  codePointLength,
  unstorableStringProblem,
  textProblem,
  jsonTooDeep,
  jsonPath,
  unstorableStrings,
} from "@warden/contract";
