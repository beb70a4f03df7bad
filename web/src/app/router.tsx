import { Suspense } from 'react';
import { createBrowserRouter, Outlet } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { paths } from '@/config/paths';
import {
  ApiDocsPage,
  CancellationRefundsPage,
  ContactPage,
  NotFoundPage,
  PricingPage,
  PrivacyPage,
  ShippingPage,
  ResetPasswordPage,
  SignInPage,
  SignUpPage,
  TermsConditionsPage,
} from './public-pages';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import { HomeRoute, RequireSignedIn, SignedOutOnly } from './route-guards';
import { DashboardPage, TransactionsPage } from './signed-in-pages';

/** Every page but the landing page loads its code when first shown. */
function LazyPages() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Outlet />
    </Suspense>
  );
}

/** docs/product-rules.md section 2's route table. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <LazyPages />,
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
          // Signed in or not: a reset link works from any browser it is opened in.
          { path: paths.resetPassword, element: <ResetPasswordPage /> },
          { path: paths.cancellationRefunds, element: <CancellationRefundsPage /> },
          { path: paths.termsConditions, element: <TermsConditionsPage /> },
          { path: paths.shipping, element: <ShippingPage /> },
          { path: paths.privacy, element: <PrivacyPage /> },
          { path: paths.contact, element: <ContactPage /> },
          { path: paths.apiDocs, element: <ApiDocsPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
