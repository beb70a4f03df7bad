import type { Payment } from '@thumbforge/contract';

/** What follows `Payment #`: the receipt number once paid, else the id's last 8 characters. */
export const paymentNumber = (payment: Pick<Payment, '_id' | 'receiptNumber'>) =>
  payment.receiptNumber ?? payment._id.slice(-8);
