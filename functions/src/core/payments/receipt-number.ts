/** `TF-2026-000001`: the year it was paid and the receipt counter's value. */
export function formatReceiptNumber(sequence: number, paidAt: Date): string {
  return `TF-${paidAt.getUTCFullYear()}-${String(sequence).padStart(6, '0')}`;
}
