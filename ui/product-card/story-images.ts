// Stand-in pictures for stories (the sandbox has no network): flat squares with a label, as
// data URIs so they load instantly and deterministically.
export function squareImage(label: string, background = '#e8e0d4', foreground = '#5c5c66'): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="360" viewBox="0 0 360 360"><rect width="360" height="360" fill="${background}"/><text x="180" y="190" font-family="sans-serif" font-size="32" text-anchor="middle" fill="${foreground}">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function bannerImage(label: string, background = '#c8221b'): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="24" viewBox="0 0 96 24"><rect width="96" height="24" rx="4" fill="${background}"/><text x="48" y="16" font-family="sans-serif" font-size="12" font-weight="700" text-anchor="middle" fill="#ffffff">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
