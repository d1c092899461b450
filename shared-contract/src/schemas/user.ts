import { Type, type Static } from 'typebox';
import { ROLES } from '../rules/roles';
import { Email, Literals, PagingQuery, Text, Uuid, pagedReply, successReply } from './common';

export const RoleSchema = Literals(ROLES);

/** The languages of the product: English, Kinyarwanda, French; English by default. */
export const LOCALES = ['en', 'rw', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** The language of the e-mails a user gets: en, rw or fr. */
export const LocaleSchema = Literals(LOCALES);

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
    /** The language of the user's e-mails; set at registration, changed on the profile. */
    locale: LocaleSchema,
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'User' },
);

export type User = Static<typeof UserSchema>;
export const UserReply = successReply(UserSchema);
/** GET /users (admin): one page of users. */
export const UserPageReply = pagedReply(UserSchema);
/** GET /users (admin): paging, words of the name or e-mail, a role. */
export const UserListQuery = Type.Intersect([
  PagingQuery,
  Type.Object({
    q: Type.Optional(Text({ maxLength: 200, description: 'Words of the name or the e-mail' })),
    role: Type.Optional(RoleSchema),
  }),
]);
export const UserIdParams = Type.Object({ userId: Uuid('The user id') });

/**
 * What POST /users/register answers as data: the registration as received (normalized), built
 * from the request alone, so an e-mail that already has an account gets exactly the same answer.
 * A user's fields without what only the database knows (id, times).
 */
export const RegistrationSchema = Type.Evaluate(
  Type.Intersect([
    Type.Omit(UserSchema, ['userId', 'role', 'verified', 'locale', 'createdAt', 'updatedAt']),
    Type.Object({ role: Type.Literal('client'), verified: Type.Literal(false) }),
  ]),
);
export const RegistrationReply = successReply(RegistrationSchema);

const text = (maxLength: number) => Type.Optional(Text({ maxLength }));

/** Register form. Fields are optional here so the form's messages name the first missing one. */
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
    /** The language of the account's e-mails; without it, the request's Accept-Language. */
    locale: Type.Optional(LocaleSchema),
  },
  { additionalProperties: false },
);
/** The register form's values; the language is not one of them (the app sends its own). */
export type RegisterValues = Required<Omit<Static<typeof RegisterBody>, 'locale'>>;

export const ProfileBody = Type.Object(
  {
    firstName: text(100),
    lastName: text(100),
    idNo: text(64),
    phoneNumber: text(32),
    district: text(100),
    sector: text(100),
    cell: text(100),
    locale: Type.Optional(LocaleSchema),
    /** How the firm reaches the client with notices: e-mail, or SMS to phoneNumber. */
    preferredContact: Type.Optional(Literals(['email', 'phone'] as const)),
  },
  { additionalProperties: false },
);

/**
 * The editable profile fields (the profile page, PUT /users/{userId}), the channel of notices
 * included; the e-mail is read-only and the language has its own switcher.
 */
export type ProfileValues = Required<Omit<Static<typeof ProfileBody>, 'locale'>>;

export const LoginBody = Type.Object(
  { email: text(254), password: text(1024) },
  { additionalProperties: false },
);

/** What login answers about the user, next to the token. */
export const SessionUserSchema = Type.Object({
  userId: Type.String(),
  email: Type.String(),
  role: RoleSchema,
});
export type SessionUser = Static<typeof SessionUserSchema>;

export const LoginReply = Type.Object({
  status: Type.Literal('success'),
  message: Type.String(),
  token: Type.String(),
  user: SessionUserSchema,
});
export type LoginReplyBody = Static<typeof LoginReply>;

/** The verification and reset links' token. */
export const TokenParams = Type.Object({ token: Text({ minLength: 1, maxLength: 200 }) });
export const ResetRequestBody = Type.Object({ email: Type.Optional(Email) });
export const ResetPasswordBody = Type.Object({
  password: Type.Optional(Text({ maxLength: 128 })),
  confirmPassword: Type.Optional(Text({ maxLength: 128 })),
});

/** GET /users/lawyers (public, no bearer): the e-mails a case may be assigned to, nothing more. */
export const LawyerSchema = Type.Object({ email: Type.String() });
export type Lawyer = Static<typeof LawyerSchema>;
export const LawyersReply = successReply(Type.Array(LawyerSchema));
