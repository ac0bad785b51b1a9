/**
 * `T`, the type a db/ query gives the JSON that PostgreSQL writes, when it is exactly the response schema's type `S`
 * (each assignable to the other: no field missing, extra or retyped); otherwise `never`, so that a presenter taking
 * `SqlJson<T, S>` cannot be called with it and the drift fails the type check. db/ may not import the schemas (they
 * are api/), so the two are held together here.
 */
export type SqlJson<T, S> = [T] extends [S] ? ([S] extends [T] ? T : never) : never;
