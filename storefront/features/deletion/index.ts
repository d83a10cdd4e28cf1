// Account deletion (SPEC.md §2, §4; ADR 018): the /delete page (through ./routes) and the
// dialog that offers to cancel a processing deletion after a sign-in, mounted at the app's root.
export { DeletionPromptOnDemand } from './deletion-prompt-on-demand';
