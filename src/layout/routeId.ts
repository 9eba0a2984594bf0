/** The :id of a page's path as a number, or null when it is not a positive id (the page then says "not found"). */
export function routeId(value: string | undefined): number | null {
  return value !== undefined && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}
