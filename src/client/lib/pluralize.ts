/** "1 order", "3 orders": a count with its noun in the right number (English). */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
