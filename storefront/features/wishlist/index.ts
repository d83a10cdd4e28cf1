// The wishlist's page (ADR 041) is reached by its route alone (./routes.tsx); the hearts and the
// recently viewed row are the catalogue's. Nothing here is for other areas yet.
export {};
