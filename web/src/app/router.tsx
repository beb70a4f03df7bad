import { createBrowserRouter } from 'react-router';
import { SignInPage } from '@/features/auth/sign-in-page';
import { SignUpPage } from '@/features/auth/sign-up-page';
import { ContactPage } from '@/features/contact/contact-page';
import { NotFoundPage } from '@/features/not-found/not-found-page';
import { CancellationRefundsPage } from '@/features/policies/cancellation-refunds-page';
import { PrivacyPage } from '@/features/policies/privacy-page';
import { ShippingPage } from '@/features/policies/shipping-page';
import { TermsConditionsPage } from '@/features/policies/terms-conditions-page';
import { PricingPage } from '@/features/pricing/pricing-page';
import { paths } from './paths';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import { HomeRoute, RequireSignedIn, SignedOutOnly } from './route-guards';
import { DashboardPage, TransactionsPage } from './signed-in-pages';

/** SPEC.md section 2's route table. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: paths.home, element: <HomeRoute /> },
      {
        element: <RequireSignedIn />,
        children: [
          { path: paths.dashboard, element: <DashboardPage /> },
          { path: paths.transactions, element: <TransactionsPage /> },
        ],
      },
      { path: paths.pricing, element: <PricingPage /> },
      {
        element: <SignedOutOnly />,
        // The splat holds the steps of a hosted form that routes by path (Clerk's /signin/factor-one).
        children: [
          { path: `${paths.signIn}/*`, element: <SignInPage /> },
          { path: `${paths.signUp}/*`, element: <SignUpPage /> },
        ],
      },
      { path: paths.cancellationRefunds, element: <CancellationRefundsPage /> },
      { path: paths.termsConditions, element: <TermsConditionsPage /> },
      { path: paths.shipping, element: <ShippingPage /> },
      { path: paths.privacy, element: <PrivacyPage /> },
      { path: paths.contact, element: <ContactPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
