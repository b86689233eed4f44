/** The part of better-sqlite3 the browser tests use (the package ships no types). */
declare module 'better-sqlite3' {
  interface Statement {
    run(...params: unknown[]): { changes: number };
    get(...params: unknown[]): unknown;
    all(...params: unknown[]): unknown[];
  }
  export default class Database {
    constructor(path: string, options?: { readonly?: boolean });
    prepare(sql: string): Statement;
    pragma(source: string): unknown;
    close(): void;
  }
}
