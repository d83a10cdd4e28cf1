// The shopper's own space (SPEC.md §2 "Me/account"): /me and /setting with the profile forms.
// Nothing of it is used elsewhere yet; the app's route table imports ./routes directly.
export {};
