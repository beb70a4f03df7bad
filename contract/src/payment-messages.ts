/** What the payment calls answer when they refuse, shared by the server and the web. */
export const PAYMENT_MESSAGES = {
  orderNotFound: 'Order not found',
  receiptNotFound: 'Receipt not found',
  creditNoteNotFound: 'Credit note not found',
  paidByAnotherPayment: 'This order was already paid by another payment',
  gatewayFailed: 'The payment provider could not be reached. Please try again.',
  badWebhookSignature: 'Invalid webhook signature',
  webhookAmountMismatch: 'The payment does not match the order',
  webhookUnknownOrder: 'Unknown order',
  refundRefused: 'The payment provider refused the refund.',
  refundedAccountClosed:
    'Your account is closed, so this payment was refunded in full and no tokens were added. Reopen your account from the account menu to buy tokens.',
  tooManyOpenOrders: (limit: number) =>
    `You have ${limit} payments that were started but not finished. Please try again later.`,
  createOrderFailed: 'Failed to create order',
  checkoutFailed: 'Payment failed. Please try again.',
  verificationFailed: 'Payment verification failed',
  receiptDownloaded: 'Receipt downloaded successfully!',
  receiptDownloadFailed: 'Failed to download receipt',
  historyFailed: 'Failed to fetch payment history',
  paid: (tokensAdded: number) => `Payment successful! ${tokensAdded} tokens added to your account.`,
  sandboxAttemptFailed: 'That attempt failed and nothing was charged. Try again or cancel.',
  sandboxUnreachable: 'The sandbox checkout could not be reached.',
} as const;
