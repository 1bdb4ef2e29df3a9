import { z } from 'zod';
import { isValidPhoneNumber, parsePhoneNumberWithError } from 'libphonenumber-js';

// Field rules shared by several areas (documented in docs/profile-identity-channel.md).

/** Fiat currencies the service handles; each has a stablecoin of the same symbol. */
export const SUPPORTED_CURRENCIES = ['NGN', 'GHS', 'USD', 'EUR'] as const;

/** Whether a stored or provided code (a profile's default, a channel's) is one of them. */
export const isSupportedCurrency = (code: string | null | undefined): code is (typeof SUPPORTED_CURRENCIES)[number] =>
  (SUPPORTED_CURRENCIES as readonly (string | null | undefined)[]).includes(code);

export const currencyRule = (field: string) =>
  z.enum(SUPPORTED_CURRENCIES, { error: `${field} must be one of ${SUPPORTED_CURRENCIES.join(', ')}` });

/** E.164 (+ and country code), normalised to its canonical form. */
export const phoneRule = z
  .string()
  .trim()
  .refine(
    (v) => /^\+\d{6,15}$/.test(v.replace(/[\s-]/g, '')) && isValidPhoneNumber(v),
    'phoneNumber must be a valid E.164 number such as +233241234567',
  )
  .transform((v) => parsePhoneNumberWithError(v).number as string);

export const text = (field: string, max = 200) =>
  z.string().trim().min(1, `${field} must not be empty`).max(max, `${field} must be at most ${max} characters`);

export const optionalText = (field: string, max = 200) =>
  z.string().trim().max(max, `${field} must be at most ${max} characters`);

/** Ids a client sends back are UUIDs; anything else is a 400 naming the field. */
export const uuidRule = (field: string) =>
  z
    .string()
    .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, `${field} must be a UUID`);
