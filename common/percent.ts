// Percentages as the outcome screens and reports write them.

/** "+12.3 %", "−4.0 %", "0.0 %": a signed percentage with one decimal (the minus sign, not a hyphen). */
export function signedPct(pct: number): string {
  const text = Math.abs(pct).toFixed(1);
  return pct > 0 ? `+${text} %` : pct < 0 ? `−${text} %` : `${text} %`;
}
