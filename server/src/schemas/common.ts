import { Type, type TSchema } from 'typebox';

export const ErrorReply = Type.Object(
  { status: Type.Literal('error'), message: Type.String() },
  { $id: 'ErrorReply', description: 'Failure envelope' },
);

/** `{ status: "success", message, data }` around a data schema. */
export function successReply<T extends TSchema>(data: T) {
  return Type.Object({ status: Type.Literal('success'), message: Type.String(), data });
}

/** Error replies for the given status codes, for route `response` maps. */
export function errorReplies<const C extends number>(...codes: C[]): Record<C, typeof ErrorReply> {
  return Object.fromEntries(codes.map((code) => [code, ErrorReply])) as Record<
    C,
    typeof ErrorReply
  >;
}

export const MAX_PAGE_SIZE = 100;

export const PagingQuery = Type.Object({
  page: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 1_000_000,
      description: 'Page number, from 1. Without it the list is unpaged.',
    }),
  ),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_PAGE_SIZE,
      description: 'Page size (default 10, at most 100).',
    }),
  ),
});

export const Uuid = (description: string) => Type.String({ format: 'uuid', description });

export const Email = Type.String({ minLength: 1, maxLength: 254 });

/** Answers that carry a message only (verification, reset). */
export const MessageReply = Type.Object({
  status: Type.Literal('success'),
  message: Type.String(),
  data: Type.Optional(Type.Null()),
});
