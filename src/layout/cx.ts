/** Joins CSS-module class names, skipping the missing and the switched-off ones. */
export function cx(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
