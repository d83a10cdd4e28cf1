/**
 * RAC's Button says "pending" to screen readers by putting a role="img" node labelled by the
 * button into react-aria's live announcer, which keeps it for 7 s. When the button goes first
 * (the send button on the way to /verificationCode, the captcha's Confirm as its dialog closes),
 * the node points at nothing: a nameless image left in the page (axe's role-img-alt) for a screen
 * reader's virtual cursor to find. This removes those nodes; ones whose button is still there stay.
 */
export function removeStaleAnnouncements(doc: Document = document): void {
  const nodes = doc.querySelectorAll<HTMLElement>('[data-live-announcer] [role="img"][aria-labelledby]');
  for (const node of nodes) {
    const ids = (node.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    if (!ids.some((id) => doc.getElementById(id))) node.remove();
  }
}
