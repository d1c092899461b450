import {
  Type,
  type Static,
  type TLiteral,
  type TSchema,
  type TUnion,
  type TStringOptions,
} from 'typebox';
import { ERROR_CODES, type ErrorCode } from '../rules/errorCodes';

export const ErrorReply = Type.Object(
  {
    status: Type.Literal('error'),
    // One enum, not a union of literals: the API document lists the codes in one place.
    code: Type.Unsafe<ErrorCode>({
      type: 'string',
      enum: [...ERROR_CODES],
      description:
        "What was refused, whatever the language: a page words the refusal by this code (the message is its words in the request's language)",
    }),
    message: Type.String({ description: "The refusal in the request's language" }),
    field: Type.Optional(
      Type.String({
        description: 'The field at fault, when one is (a form puts the message beside it)',
      }),
    ),
  },
  { $id: 'ErrorReply', description: 'Failure envelope' },
);

/** The failure envelope's body. */
export type ErrorBody = Static<typeof ErrorReply>;

/** `{ status: "success", message, data }` around a data schema: every success answers so. */
export function successReply<T extends TSchema>(data: T) {
  return Type.Object({ status: Type.Literal('success'), message: Type.String(), data });
}

/** The success envelope around `T` (the schema's own type, with `data` as `T`). */
export type Envelope<T> = Omit<Static<ReturnType<typeof successReply>>, 'data'> & { data: T };

/** One page of a list: the envelope with `total` (how many match), `page` and `limit`. */
export function pagedReply<T extends TSchema>(item: T) {
  return Type.Object({
    status: Type.Literal('success'),
    message: Type.String(),
    data: Type.Array(item),
    total: Type.Integer({ description: 'How many items match' }),
    page: Type.Integer(),
    limit: Type.Integer(),
  });
}

/** One page of a list as it comes over the wire. */
export type PagedEnvelope<T> = Omit<Static<ReturnType<typeof pagedReply>>, 'data'> & { data: T[] };

/** A union of a rule's literal values: the list itself lives once, in the rules. */
export function Literals<const V extends readonly string[]>(values: V) {
  // map() forgets which literal sits where; the tuple type puts it back for Static<>.
  return Type.Union(values.map((value) => Type.Literal(value))) as TUnion<{
    -readonly [K in keyof V]: TLiteral<V[K]>;
  }>;
}

/** Error replies for the given status codes, for route `response` maps. */
export function errorReplies<const C extends number>(...codes: C[]): Record<C, typeof ErrorReply> {
  return Object.fromEntries(codes.map((code) => [code, ErrorReply])) as Record<
    C,
    typeof ErrorReply
  >;
}

/**
 * Text with no NUL character (U+0000): PostgreSQL cannot store one, so it is a 400 here rather
 * than a failed query. Every string a request carries is one of these (or a uuid).
 */
export const NO_NUL_PATTERN = '^[^\\u0000]*$';

export const Text = (options: TStringOptions = {}) =>
  Type.String({ ...options, pattern: NO_NUL_PATTERN });

/** True when a text has no NUL character (for fields read outside a schema: multipart forms). */
export const hasNoNul = (value: string) => !value.includes('\u0000');

/**
 * An integer from `minimum` to `maximum`, also as query text. Ajv coerces the text "Infinity"
 * (or "1e400") to Infinity and skips its range checks for numbers that are not finite; the second
 * `integer` check sees the coerced number and refuses it.
 */
export const BoundedInteger = (minimum: number, maximum: number, description: string) =>
  Type.Intersect([Type.Integer({ minimum, maximum }), Type.Integer()], { description });

export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 1_000_000;

export const PagingQuery = Type.Object({
  page: Type.Optional(
    BoundedInteger(1, MAX_PAGE, 'Page number, from 1. Without it the list is unpaged.'),
  ),
  limit: Type.Optional(BoundedInteger(1, MAX_PAGE_SIZE, 'Page size (default 10, at most 100).')),
});

/** ?page=&limit= as the calls send them. */
export type Paging = Required<Static<typeof PagingQuery>>;

export const Uuid = (description: string) => Type.String({ format: 'uuid', description });

export const Email = Text({ minLength: 1, maxLength: 254 });

/** Answers that carry a message only (verification, reset). */
export const MessageReply = Type.Object({
  status: Type.Literal('success'),
  message: Type.String(),
  data: Type.Optional(Type.Null()),
});
