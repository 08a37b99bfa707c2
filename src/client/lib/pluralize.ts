/** "1 order", "3 orders", "1,070 orders": a count with its noun in the right number (English). */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? singular : plural}`;
}
