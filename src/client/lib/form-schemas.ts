// The storefront forms' zod schemas, imported on demand by their lazy resolvers (lazy-zod-resolver.ts).
// Named re-exports, not `import('@shared/contracts/…')`: a dynamic import of a contract module keeps
// all of its exports, and as the entry already imports those modules, zod would join the entry chunk.
export { ForgotPasswordSchema, LoginSchema, ProfileFormSchema, ResetPasswordFormSchema, SignupFormSchema } from '@shared/contracts/auth';
export { ContactMessageSchema } from '@shared/contracts/contact';
export { AddressFormSchema, ShippingFormSchema } from '@shared/contracts/orders';
