/** Indian digit grouping: the last three digits, then pairs ("1,23,45,678"). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${digits.slice(-3)}`;
}

/**
 * en-IN rupees with up to two decimals ("₹1,23,456.5", "-₹450"); an empty amount shows ₹00.00 (docs/product.md#limits-and-constants).
 * Written out, not with Intl.NumberFormat, whose first use costs a browser 15 to 30 ms of main thread on
 * every page (four times that on a mid phone). It rounds as Intl does, half away from zero on the
 * amount's shortest decimal form (1.005 is ₹1.01); tests/unit/money.test.ts holds it to Intl's output.
 */
export function formatRupees(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return "₹00.00";
  // The shortest decimal form; anything below a millionth (written with an exponent) is 0 at two decimals.
  const decimal = String(Math.abs(amount));
  const [whole, fraction = ""] = decimal.includes("e") ? ["0"] : decimal.split(".");
  const paise = Number(whole) * 100 + Number(fraction.padEnd(3, "0").slice(0, 2)) + (fraction[2] >= "5" ? 1 : 0);
  const rupees = String(Math.floor(paise / 100));
  const decimals = String(paise % 100)
    .padStart(2, "0")
    .replace(/0+$/, "");
  const sign = amount < 0 || Object.is(amount, -0) ? "-" : "";
  return `${sign}₹${groupIndian(rupees)}${decimals ? `.${decimals}` : ""}`;
}

/** Amounts are stored as integer paise and travel as rupees with at most two decimals. */
export const paiseToRupees = (paise: number) => Math.round(paise) / 100;
export const rupeesToPaise = (rupeesAmount: number) => Math.round(rupeesAmount * 100);
