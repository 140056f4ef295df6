import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { z } from 'zod';

// The browser's answers (from @simplewebauthn/browser) arrive as JSON text; these schemas check their shape before
// the library verifies them, so a malformed answer is a clear BAD_INPUT, never a 500.

const b64url = z.string().max(20_000).regex(/^[A-Za-z0-9_-]*$/, 'not base64url');
const transports = z.array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'])).max(10);
const extensions = z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() }).catchall(z.unknown());

const registration = z.object({
  id: b64url,
  rawId: b64url,
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: extensions,
  response: z.object({
    clientDataJSON: b64url,
    attestationObject: b64url,
    transports: transports.optional(),
    publicKeyAlgorithm: z.number().optional(),
    publicKey: b64url.optional(),
    authenticatorData: b64url.optional(),
  }),
});

const authentication = z.object({
  id: b64url,
  rawId: b64url,
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: extensions,
  response: z.object({ clientDataJSON: b64url, authenticatorData: b64url, signature: b64url, userHandle: b64url.optional() }),
});

const json = <S extends z.ZodType>(schema: S, what: string) =>
  z
    .string()
    .max(50_000)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: `${what} is not JSON` });
        return z.NEVER;
      }
    })
    .pipe(schema);

export const RegistrationJson = json(registration, 'The passkey answer');
export const AuthenticationJson = json(authentication, 'The passkey answer');

export const asRegistration = (r: z.output<typeof registration>): RegistrationResponseJSON => r;
export const asAuthentication = (r: z.output<typeof authentication>): AuthenticationResponseJSON => r;
