/** Everything printed on a receipt; built from the payment record only. */
export interface ReceiptDetails {
  receiptNumber: string;
  paidAt: Date;
  /** As the pricing page shows it, such as Premium. */
  planName: string;
  tokens: number;
  /** Whole rupees. */
  amount: number;
  currency: 'INR';
  paymentId: string;
  orderId: string;
  supportEmail: string;
  /** Money that went back, oldest first; `amount` in rupees (paise as decimals). */
  reversals: {
    kind: 'refund' | 'dispute';
    amount: number;
    tokensTakenBack: number;
    at: Date;
  }[];
}

export interface ReceiptRenderer {
  /** A PDF document. */
  render(receipt: ReceiptDetails): Promise<Buffer>;
}
