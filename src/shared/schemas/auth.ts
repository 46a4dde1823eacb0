import { MIN_PASSWORD_LENGTH, REFERRAL_SOURCE_VALUES } from "../constants";
import { AUTH } from "../messages/auth";
import { z } from "./zod";

// One schema per auth form, used by the form and by the server's own checks.

const v = AUTH.validation;

export const emailSchema = z
  .string({ error: v.emailRequired })
  .trim()
  .min(1, v.emailRequired)
  .max(254, v.emailInvalid)
  .pipe(z.email({ error: v.emailInvalid }))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string({ error: v.passwordRequired })
  .min(1, v.passwordRequired)
  .min(MIN_PASSWORD_LENGTH, v.passwordTooShort)
  .max(128, v.passwordTooLong);

export const referralSourceSchema = z.enum(REFERRAL_SOURCE_VALUES as [string, ...string[]], {
  error: v.referralRequired,
});

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string({ error: v.passwordRequired }).min(1, v.passwordRequired),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: v.passwordRequired }).min(1, v.passwordRequired),
    referralSource: referralSourceSchema,
    consent: z.literal(true, { error: v.consentRequired }),
  })
  .refine((data) => data.password === data.confirmPassword, { path: ["confirmPassword"], message: v.passwordMismatch });
export type SignUpInput = z.infer<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const updatePasswordSchema = z
  .object({
    password: passwordSchema,
    confirmPassword: z.string({ error: v.passwordRequired }).min(1, v.passwordRequired),
  })
  .refine((data) => data.password === data.confirmPassword, { path: ["confirmPassword"], message: v.passwordMismatch });
export type UpdatePasswordInput = z.infer<typeof updatePasswordSchema>;

/** What the client writes to the profile after authentication: consent and how they heard of us. */
export const consentSchema = z.object({
  consent: z.literal(true, { error: v.consentRequired }),
  referralSource: referralSourceSchema.optional(),
});
export type ConsentInput = z.infer<typeof consentSchema>;

export const meResponseSchema = z.object({
  user: z
    .object({
      id: z.string(),
      email: z.string(),
      image: z.string().nullable(),
      isAdmin: z.boolean(),
      isSuperAdmin: z.boolean(),
      hasPaid: z.boolean(),
      termsAccepted: z.boolean(),
    })
    .nullable(),
  googleEnabled: z.boolean(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

export const consentRecordedSchema = z.object({ ok: z.literal(true) });

// better-auth's answers on the endpoints the client calls (other fields it adds pass through).
const authUserSchema = z.looseObject({ id: z.string(), email: z.string() });
export const authSessionResultSchema = z.looseObject({ token: z.string().nullable().optional(), user: authUserSchema });
export const authStatusSchema = z.looseObject({ status: z.boolean() });
export const authSignOutSchema = z.looseObject({ success: z.boolean() });
export const authSessionSchema = z
  .looseObject({ session: z.looseObject({ id: z.string(), userId: z.string() }), user: authUserSchema })
  .nullable();
