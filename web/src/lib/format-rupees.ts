const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** Whole rupees as shown on the price cards, e.g. ₹1,400. */
export const formatRupees = (amount: number) => rupees.format(amount);
