import { lazy } from 'react';

// Split out so visitors of the landing page never download the workspace.
export const DashboardPage = lazy(() =>
  import('@/features/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);

export const TransactionsPage = lazy(() =>
  import('@/features/transactions/transactions-page').then((m) => ({
    default: m.TransactionsPage,
  })),
);
