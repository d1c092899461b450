import { Type, type Static } from 'typebox';
import { Text } from './common';

export const RoleSchema = Type.Union([
  Type.Literal('client'),
  Type.Literal('adminStaff'),
  Type.Literal('admin'),
]);

/** A user as the API shows it: never the password hash or any token. */
export const UserSchema = Type.Object(
  {
    userId: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    email: Type.String(),
    idNo: Type.String(),
    phoneNumber: Type.String(),
    preferredContact: Type.String(),
    district: Type.String(),
    sector: Type.String(),
    cell: Type.String(),
    role: RoleSchema,
    verified: Type.Boolean(),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'User' },
);

export type UserJson = Static<typeof UserSchema>;

/**
 * What POST /users/register answers as data: the registration as received (normalized), built
 * from the request alone, so an e-mail that already has an account gets exactly the same answer.
 * A user's fields without what only the database knows (id, times).
 */
export const RegistrationSchema = Type.Evaluate(
  Type.Intersect([
    Type.Omit(UserSchema, ['userId', 'role', 'verified', 'createdAt', 'updatedAt']),
    Type.Object({ role: Type.Literal('client'), verified: Type.Literal(false) }),
  ]),
);

const text = (maxLength: number) => Type.Optional(Text({ maxLength }));

/** Register form (spec §7). Fields are optional here so the spec's own messages can name the first missing one. */
export const RegisterBody = Type.Object(
  {
    firstName: text(100),
    lastName: text(100),
    email: text(254),
    idNo: text(64),
    phoneNumber: text(32),
    preferredContact: text(16),
    district: text(100),
    sector: text(100),
    cell: text(100),
    password: text(128),
    confirmPassword: text(128),
  },
  { additionalProperties: false },
);

export const ProfileBody = Type.Object(
  {
    firstName: text(100),
    lastName: text(100),
    idNo: text(64),
    phoneNumber: text(32),
    district: text(100),
    sector: text(100),
    cell: text(100),
  },
  { additionalProperties: false },
);

export const LoginBody = Type.Object(
  { email: text(254), password: text(1024) },
  { additionalProperties: false },
);

export const LoginReply = Type.Object({
  status: Type.Literal('success'),
  message: Type.String(),
  token: Type.String(),
  user: Type.Object({ userId: Type.String(), email: Type.String(), role: RoleSchema }),
});
