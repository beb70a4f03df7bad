import { lazyPage } from './lazy-page';

// Split out so the landing page, the one most visitors see first, carries none of them.
export const PricingPage = lazyPage(() => import('@/features/pricing/pricing-page'), 'PricingPage');
export const SignInPage = lazyPage(() => import('@/features/auth/sign-in-page'), 'SignInPage');
export const ResetPasswordPage = lazyPage(
  () => import('@/features/auth/reset-password-page'),
  'ResetPasswordPage',
);
export const SignUpPage = lazyPage(() => import('@/features/auth/sign-up-page'), 'SignUpPage');
export const ApiDocsPage = lazyPage(
  () => import('@/features/api-docs/api-docs-page'),
  'ApiDocsPage',
);
export const ContactPage = lazyPage(() => import('@/features/contact/contact-page'), 'ContactPage');
export const NotFoundPage = lazyPage(
  () => import('@/features/not-found/not-found-page'),
  'NotFoundPage',
);
export const CancellationRefundsPage = lazyPage(
  () => import('@/features/policies/cancellation-refunds-page'),
  'CancellationRefundsPage',
);
export const TermsConditionsPage = lazyPage(
  () => import('@/features/policies/terms-conditions-page'),
  'TermsConditionsPage',
);
export const ShippingPage = lazyPage(
  () => import('@/features/policies/shipping-page'),
  'ShippingPage',
);
export const PrivacyPage = lazyPage(
  () => import('@/features/policies/privacy-page'),
  'PrivacyPage',
);
