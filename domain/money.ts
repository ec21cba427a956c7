const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** en-IN rupees with up to two decimals; an empty amount shows ₹00.00 (spec §9). */
export function formatRupees(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return "₹00.00";
  return rupees.format(amount);
}

/** Amounts are stored as integer paise and travel as rupees with at most two decimals. */
export const paiseToRupees = (paise: number) => Math.round(paise) / 100;
export const rupeesToPaise = (rupeesAmount: number) => Math.round(rupeesAmount * 100);
