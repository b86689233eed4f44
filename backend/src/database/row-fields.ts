/**
 * Payloads that carry some of a row's properties as they are, so each field name is written
 * once (in the list) and the compiler checks the result against the shared payload type.
 */

/** `erstelltAm` → `erstellt_am`: the rule the columns are named by, on the type level. */
export type SnakeCase<Name extends string> = Name extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : Name;

/** `erstelltAm` → `erstellt_am`, the rule the columns are named by (`Col`). */
export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** A point in time travels as its ISO text. */
type InPayload<Value> = Value extends Date ? string : Value;

export type SnakeCased<Row, Property extends keyof Row & string> = {
  [P in Property as SnakeCase<P>]: InPayload<Row[P]>;
};

/** The named properties of a row, in the listed order. */
export function pick<Row, Property extends keyof Row>(
  row: Row,
  properties: readonly Property[],
): Pick<Row, Property> {
  const picked = {} as Pick<Row, Property>;
  for (const property of properties) picked[property] = row[property];
  return picked;
}

/**
 * The named properties of a row under their snake_case names, in the listed order, a point in
 * time as its ISO text (`erstelltAm: Date` → `erstellt_am: '2026-…Z'`). A field the payload
 * names otherwise (`message` → `nachricht`) stays written out beside it.
 */
export function snakeCased<Row, Property extends keyof Row & string>(
  row: Row,
  properties: readonly Property[],
): SnakeCased<Row, Property> {
  const payload: Record<string, unknown> = {};
  for (const property of properties) {
    const value = row[property];
    payload[snakeCase(property)] = value instanceof Date ? value.toISOString() : value;
  }
  return payload as SnakeCased<Row, Property>;
}
