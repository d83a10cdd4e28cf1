// The shopper's settings (SPEC.md §2): /setLanguage and /setting-country. Nothing of it is used
// elsewhere yet; the app's route table imports ./routes directly.
export {};
