import { z } from 'zod';
import { MESSAGES, EMAIL_PATTERN, STRONG_PASSWORD_PATTERN, isImageUrl } from '@studyhub/contracts/web';

const V = MESSAGES.validation;

const email = z.string().trim().regex(EMAIL_PATTERN, V.email);
/** Empty means "no photo"; otherwise an http(s) image URL. */
const optionalPhotoUrl = z
  .string()
  .trim()
  .refine((value) => value === '' || isImageUrl(value), { error: V.photoUrl });

export const loginSchema = z.object({
  email,
  password: z.string().min(6, V.passwordMin),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  name: z.string().trim().min(2, V.nameMin),
  email,
  photoURL: optionalPhotoUrl,
  password: z.string().min(1, V.passwordRequired).regex(STRONG_PASSWORD_PATTERN, V.passwordStrength),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const profileSchema = z.object({
  name: z.string().trim().min(1, V.profileName),
  photoURL: optionalPhotoUrl,
});
export type ProfileInput = z.infer<typeof profileSchema>;

export const forgotPasswordSchema = z.object({ email });
