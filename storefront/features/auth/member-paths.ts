/**
 * Pages that are only for a logged-in member (SPEC.md §2: /me opens the login dialog on desktop
 * when the shopper is not logged in). Decision: route guards are "not shown" in SPEC; /me is
 * guarded, as the one SPEC names, and /setting, which shows nothing without a member (issue 15);
 * other member pages rely on the 401 path of §4.
 */
const memberOnlyPaths: readonly string[] = ['/me', '/setting'];

export function requiresMember(path: string): boolean {
  return memberOnlyPaths.includes(path);
}
