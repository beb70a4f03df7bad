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
}

export interface ReceiptRenderer {
  /** A PDF document. */
  render(receipt: ReceiptDetails): Promise<Buffer>;
}
