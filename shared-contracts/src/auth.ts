import * as z from 'zod/mini';

/** POST /v1/auth/sign-in */
export const SignInRequest = z.object({
  email: z.string().check(z.trim(), z.minLength(3)),
  password: z.string().check(z.minLength(1)),
  /** A support user acting for a customer names the customer here. */
  actAsCustomerId: z.optional(z.string()),
});
export type SignInRequest = z.infer<typeof SignInRequest>;

export const SignInResponse = z.object({
  token: z.string().check(z.minLength(20)),
  tokenType: z.literal('Bearer'),
  expiresAt: z.iso.datetime(),
  customerId: z.string(),
  isSignedOnAsCustomer: z.boolean(),
});
export type SignInResponse = z.infer<typeof SignInResponse>;

/** The one error body every service returns. */
export const ServiceError = z.object({
  error: z.string(),
  message: z.string(),
});
export type ServiceError = z.infer<typeof ServiceError>;

export const Health = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  contractVersion: z.string(),
});
export type Health = z.infer<typeof Health>;
