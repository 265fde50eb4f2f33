// What the role flags on users/{uid} grant (docs/product.md §3): a technical admin must also be an
// admin; the technical flag alone grants nothing. A missing flag is false.
export interface Roles {
  isAdmin: boolean;
  isTechnicalAdmin: boolean;
}

export function effectiveRoles(
  data: { isAdmin?: unknown; isTechnicalAdmin?: unknown } | null | undefined,
): Roles {
  const isAdmin = data?.isAdmin === true;
  return { isAdmin, isTechnicalAdmin: isAdmin && data?.isTechnicalAdmin === true };
}
