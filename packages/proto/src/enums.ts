// Hand-written beside the generated code: the names of proto enum values as the rest of Warden
// writes them (the public API, metrics labels, database columns), read from the descriptors so
// that a value added to a .proto file is named without a second table to keep in step.
import type { DescEnum } from "@bufbuild/protobuf";

/**
 * The names of one proto enum's values: the value's name in the .proto file without the enum's
 * shared prefix, in lower case (`ACTION_DELETE_AND_BAN` -> `delete_and_ban`). The zero value
 * (`..._UNSPECIFIED`) has no name: it means "not set", and each caller says what that reads as.
 */
export interface EnumNames<E extends number, N extends string> {
  /** The value's name; undefined for the zero value and for a number the enum does not declare. */
  name(value: E): N | undefined;
  /** The value with this name; undefined for an unknown name (and for "unspecified"). */
  value(name: string): E | undefined;
  /** Every name, in declaration order (the zero value left out). */
  readonly names: readonly N[];
  /** A table from value to name, for lookups in place (`VERDICT[v]`); the zero value reads as `zero`. */
  byValue(zero: N): Readonly<Record<E, N>>;
  /** A table from name to value (the zero value left out). */
  byName(): Readonly<Record<N, E>>;
}

/** Names of the enum described by `desc` (a generated `...Schema`), e.g. `enumNames(ActionSchema)`. */
export function enumNames<E extends number, N extends string = string>(desc: Pick<DescEnum, "values" | "sharedPrefix">): EnumNames<E, N> {
  const prefix = (desc.sharedPrefix ?? "").toUpperCase();
  const byNumber = new Map<number, N>();
  const byName = new Map<string, E>();
  for (const v of desc.values) {
    if (v.number === 0) continue;
    const bare = v.name.startsWith(prefix) ? v.name.slice(prefix.length) : v.name;
    const name = bare.toLowerCase() as N;
    byNumber.set(v.number, name);
    byName.set(name, v.number as E);
  }
  const names = Object.freeze([...byNumber.values()]);
  return {
    name: (value) => byNumber.get(value),
    value: (name) => byName.get(name),
    names,
    byValue: (zero) => Object.freeze(Object.fromEntries([[0, zero], ...byNumber])) as Record<E, N>,
    byName: () => Object.freeze(Object.fromEntries(byName)) as Record<N, E>,
  };
}
